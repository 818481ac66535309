/// A hash table keyed by object identity: open addressing with linear probing on object
/// addresses and a multiplicative hash.
///
/// Building a row, adding, removing and reading a value each look up a variable or a
/// constraint by identity, and `Dictionary`'s seeded SipHash costs more than the simplex
/// work of a small resize step or an add + remove cycle. No result depends on the table's
/// order: ``unorderedValues`` is sorted or hashed by its users, never taken as an order.
/// The owner of a table keeps each keyed object alive, so an address cannot be taken by
/// another object while it is a key.
struct IdentityTable<Value>: Sendable where Value: Sendable {
    /// Keys are object addresses (never 0); 0 marks an empty slot.
    private var keys: [UInt]
    /// The value of each occupied slot.
    private var values: [Value?]
    /// How many keys the table holds.
    private(set) var count = 0
    /// `UInt.bitWidth - log2(capacity)`: the hash's top bits pick the home slot.
    private var shift: Int

    /// An empty table of 16 slots.
    init() {
        keys = Array(repeating: 0, count: 16)
        values = Array(repeating: nil, count: 16)
        shift = UInt.bitWidth - 4
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where its probe run ends.
    @inline(__always)
    private func slot(of key: UInt) -> (slot: Int, found: Bool) {
        let mask = keys.count - 1
        var slot = home(key)
        while true {
            let k = keys[slot]
            if k == key { return (slot, true) }
            if k == 0 { return (slot, false) }
            slot = (slot + 1) & mask
        }
    }

    /// The value stored for `id`, or nil; setting nil removes it.
    /// - Complexity: O(1) on average.
    subscript(id: ObjectIdentifier) -> Value? {
        @inline(__always) get {
            let (slot, found) = slot(of: UInt(bitPattern: id))
            return found ? values[slot] : nil
        }
        set {
            if let newValue { insert(newValue, for: id) } else { remove(id) }
        }
    }

    /// Changes the value stored for `id` in place (no copy of it is made).
    /// - Returns: false if there is none.
    /// - Complexity: O(1) on average.
    @discardableResult
    mutating func update(_ id: ObjectIdentifier, _ body: (inout Value) -> Void) -> Bool {
        let (slot, found) = slot(of: UInt(bitPattern: id))
        // In the slot: taking the value out and back retained and released its references.
        guard found, values[slot] != nil else { return false }
        // Unwrapped in place (just checked): not a user's input.
        body(&values[slot]!)
        return true
    }

    /// `body` applied to the value stored for `id`, read in place; nil if there is none.
    /// - Complexity: O(1) on average.
    @inline(__always)
    func read<Result>(_ id: ObjectIdentifier, _ body: (borrowing Value) -> Result) -> Result? {
        let (slot, found) = slot(of: UInt(bitPattern: id))
        guard found else { return nil }
        switch values[slot] {
        case .some(let value): return body(value)
        case .none: return nil
        }
    }

    /// Stores `value` for `id`, replacing any value it had.
    /// - Complexity: O(1) amortised.
    mutating func insert(_ value: Value, for id: ObjectIdentifier) {
        if (count + 1) * 4 > keys.count * 3 { rehash(capacity: keys.count * 2) }
        let key = UInt(bitPattern: id)
        let (slot, found) = slot(of: key)
        if !found { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    /// Removes `id`, shifting later entries of its probe run back (no tombstones).
    /// - Returns: the value it had, or nil.
    /// - Complexity: O(1) on average.
    @discardableResult
    mutating func remove(_ id: ObjectIdentifier) -> Value? {
        let (slot, found) = slot(of: UInt(bitPattern: id))
        guard found else { return nil }
        let removed = values[slot]
        count -= 1
        let mask = keys.count - 1
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
        values[hole] = nil
        return removed
    }

    /// Every value, in slot order: an order that depends on addresses, so a caller sorts
    /// or hashes what it makes of them.
    var unorderedValues: [Value] { values.compactMap { $0 } }

    /// Rewrites every value in place; the keys stay where they are.
    mutating func updateValues(_ body: (inout Value) -> Void) {
        for slot in keys.indices where keys[slot] != 0 {
            if var value = values[slot] {
                values[slot] = nil
                body(&value)
                values[slot] = value
            }
        }
    }

    /// Halves the table while it is at most an eighth full, so an owner that shed most of
    /// its keys gives their slots back.
    mutating func shrinkIfSparse() {
        var capacity = keys.count
        while capacity > 16 && count * 8 <= capacity { capacity /= 2 }
        if capacity < keys.count { rehash(capacity: capacity) }
    }

    /// Re-inserts every entry into a table of `capacity` slots (a power of two, at least 16).
    private mutating func rehash(capacity: Int) {
        let oldKeys = keys
        var oldValues: [Value?] = []
        swap(&oldValues, &values)
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: nil, count: capacity)
        shift = UInt.bitWidth - capacity.trailingZeroBitCount
        let mask = capacity - 1
        for (k, value) in zip(oldKeys, oldValues) where k != 0 {
            var slot = home(k)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = k
            values[slot] = value
        }
    }
}
