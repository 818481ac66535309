/// Maps variables to their tableau symbols: an open-addressing hash table on object
/// addresses with a multiplicative hash.
///
/// `value(of:)` and building a row look a variable up on every call, and `Dictionary`'s
/// seeded SipHash cost more than the simplex work of a small resize step. The table is
/// never iterated in an order that reaches results. It keeps each variable it holds
/// alive, so an address cannot be reused by another variable while it is a key here.
struct SymbolTable: Sendable {
    /// Keys are object addresses (never 0); 0 marks an empty slot.
    private var keys: [UInt]
    private var values: [Symbol]
    /// The variables themselves, held so their addresses stay theirs.
    private var owners: [Variable?]
    private var count = 0
    private var shift: Int

    init() {
        keys = Array(repeating: 0, count: 16)
        values = Array(repeating: -1, count: 16)
        owners = Array(repeating: nil, count: 16)
        shift = UInt.bitWidth - 4
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The symbol of the variable with identifier `id`, or nil.
    @inline(__always)
    subscript(id: ObjectIdentifier) -> Symbol? {
        let key = UInt(bitPattern: id)
        let mask = keys.count - 1
        var slot = home(key)
        while true {
            let k = keys[slot]
            if k == key { return values[slot] }
            if k == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// How many variables the table holds.
    var variableCount: Int { count }

    /// Adds or replaces the symbol of `variable`.
    mutating func insert(_ symbol: Symbol, for variable: Variable) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let key = UInt(bitPattern: variable.id)
        let mask = keys.count - 1
        var slot = home(key)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        values[slot] = symbol
        owners[slot] = variable
    }

    /// Renames every symbol through `map` (old id → new id), after symbols are compacted.
    mutating func renumber(_ map: [Symbol]) {
        for slot in keys.indices where keys[slot] != 0 { values[slot] = map[Int(values[slot])] }
    }

    /// Removes `id`, shifting later entries of its probe run back (no tombstones).
    mutating func remove(_ id: ObjectIdentifier) {
        let key = UInt(bitPattern: id)
        let mask = keys.count - 1
        var slot = home(key)
        while keys[slot] != key {
            if keys[slot] == 0 { return }
            slot = (slot + 1) & mask
        }
        count -= 1
        var hole = slot
        var next = (hole + 1) & mask
        while keys[next] != 0 {
            let wanted = home(keys[next])
            // Move the entry back if its home does not lie cyclically in (hole, next].
            let stays = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
            if !stays {
                keys[hole] = keys[next]
                values[hole] = values[next]
                owners[hole] = owners[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        values[hole] = -1
        owners[hole] = nil
    }

    private mutating func grow() { rehash(capacity: keys.count * 2) }

    /// Halves the table while it is at most an eighth full, so a solver that shed most of
    /// its variables gives their slots back.
    mutating func shrinkIfSparse() {
        var capacity = keys.count
        while capacity > 16 && count * 8 <= capacity { capacity /= 2 }
        if capacity < keys.count { rehash(capacity: capacity) }
    }

    /// Re-inserts every entry into a table of `capacity` slots (a power of two, at least 16).
    private mutating func rehash(capacity: Int) {
        let oldKeys = keys
        let oldValues = values
        let oldOwners = owners
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: -1, count: capacity)
        owners = Array(repeating: nil, count: capacity)
        shift = UInt.bitWidth - capacity.trailingZeroBitCount
        count = 0
        let mask = capacity - 1
        for ((k, v), owner) in zip(zip(oldKeys, oldValues), oldOwners) where k != 0 {
            var slot = home(k)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = k
            values[slot] = v
            owners[slot] = owner
            count += 1
        }
    }
}
