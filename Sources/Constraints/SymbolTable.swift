/// Maps variables to their tableau symbols: an open-addressing hash table on object
/// addresses with a multiplicative hash.
///
/// `value(of:)` and building a row look a variable up on every call, and `Dictionary`'s
/// seeded SipHash cost more than the simplex work of a small resize step. The table is
/// never iterated, so its order cannot leak into results. The solver keeps every
/// variable it has seen alive (in `Solver.variables`), so an address cannot be reused
/// by another variable while it is a key here.
struct SymbolTable: Sendable {
    /// Keys are object addresses (never 0); 0 marks an empty slot.
    private var keys: [UInt]
    private var values: [Symbol]
    private var count = 0
    private var shift: Int

    init() {
        keys = Array(repeating: 0, count: 16)
        values = Array(repeating: -1, count: 16)
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

    /// Adds or replaces the symbol of `id`.
    mutating func insert(_ symbol: Symbol, for id: ObjectIdentifier) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let key = UInt(bitPattern: id)
        let mask = keys.count - 1
        var slot = home(key)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        values[slot] = symbol
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
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        values[hole] = -1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: -1, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 {
            let mask = keys.count - 1
            var slot = home(k)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = k
            values[slot] = v
            count += 1
        }
    }
}
