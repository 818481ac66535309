/// A parsed JSON value that remembers where it was written.
///
/// Layout files are read with this small parser rather than `JSONSerialization`:
/// it keeps object keys in the order written (so nothing depends on hash order),
/// rejects duplicate keys, tells numbers from booleans, and reports the line and
/// column of a syntax error.
///
/// A value is a handle into its document's flat table of values (``LayoutJSONTable``):
/// however deeply the JSON nests, no Swift value nests, so a document 100,000 levels deep
/// is read and freed without recursion.
package struct LayoutJSONValue: Sendable {
    /// The kinds of JSON value; objects keep their keys in the order written.
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([LayoutJSONValue])
        case object([(key: String, value: LayoutJSONValue)])
    }

    private let table: LayoutJSONTable
    private let index: Int

    /// The handle of entry `index` of `table`.
    init(table: LayoutJSONTable, index: Int) {
        self.table = table
        self.index = index
    }

    private var entry: LayoutJSONTable.Entry { table.entries[index] }

    /// The value; an array's elements and an object's members are handles too.
    /// - Complexity: O(n) for a container of n elements, O(1) otherwise.
    package var kind: Kind {
        let e = entry
        switch e.tag {
        case .null: return .null
        case .bool: return .bool(e.number != 0)
        case .number: return .number(e.number)
        case .string: return .string(e.text)
        case .array:
            return .array(table.children[e.children].map { LayoutJSONValue(table: table, index: $0) })
        case .object:
            return .object(
                e.children.map { (key: table.keys[$0], value: LayoutJSONValue(table: table, index: table.children[$0])) })
        }
    }

    /// 1-based line of the value's first character.
    package var line: Int { entry.line }
    /// 1-based column (in Unicode scalars) of the value's first character.
    package var column: Int { entry.column }

    /// The name of the value's type, for messages ("a number", "an object", ...).
    package var typeName: String {
        switch entry.tag {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Every value of one JSON document, in the order they start: containers list their
/// elements by index, so the table is flat whatever the nesting.
final class LayoutJSONTable: Sendable {
    enum Tag: UInt8, Sendable { case null, bool, number, string, array, object }

    /// One value: a scalar in place, a container as a range of ``children``.
    struct Entry: Sendable {
        var tag: Tag
        /// A number's value; 1 or 0 for a boolean.
        var number = 0.0
        /// A string's value.
        var text = ""
        /// A container's elements (member values for an object) as a range of ``children``.
        var children = 0..<0
        var line: Int
        var column: Int
    }

    let entries: [Entry]
    /// The entry indices of every container's elements, each container's contiguous.
    let children: [Int]
    /// Parallel to ``children``: the member keys of objects ("" for array elements).
    let keys: [String]

    init(entries: [Entry], children: [Int], keys: [String]) {
        self.entries = entries
        self.children = children
        self.keys = keys
    }
}
