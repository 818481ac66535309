/// Maps variables to their tableau symbols, by identity (``IdentityTable``).
///
/// `value(of:)` and building a row look a variable up on every call. The table keeps each
/// variable it holds alive, so its address cannot be reused by another variable while it
/// is a key here.
struct SymbolTable: Sendable {
    /// A variable's symbol, and the variable itself, held so its address stays its own.
    private struct Entry: Sendable {
        var symbol: Symbol
        let owner: Variable
    }

    private var table = IdentityTable<Entry>()

    /// The symbol of the variable with identifier `id`, or nil.
    @inline(__always)
    subscript(id: ObjectIdentifier) -> Symbol? {
        table[id]?.symbol
    }

    /// How many variables the table holds.
    var variableCount: Int { table.count }

    /// Adds or replaces the symbol of `variable`.
    mutating func insert(_ symbol: Symbol, for variable: Variable) {
        table.insert(Entry(symbol: symbol, owner: variable), for: variable.id)
    }

    /// Renames every symbol through `map` (old id → new id), after symbols are compacted.
    mutating func renumber(_ map: [Symbol]) {
        table.updateValues { $0.symbol = map[Int($0.symbol)] }
    }

    /// Forgets the variable with identifier `id`.
    mutating func remove(_ id: ObjectIdentifier) {
        table.remove(id)
    }

    /// Halves the table while it is at most an eighth full, so a solver that shed most of
    /// its variables gives their slots back.
    mutating func shrinkIfSparse() {
        table.shrinkIfSparse()
    }
}
