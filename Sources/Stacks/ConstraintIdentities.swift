/// The identities of the user constraints that name a view, in the order added: most views
/// are named by none or one, held without a list.
///
/// A list of one is an allocation of 48 bytes with malloc's header (0.5 MB for a grid of
/// 10,000 images with an aspect ratio each). Stored in ``LayoutView`` before its one-byte
/// flags, which take the byte after the case: the view is no larger than with a list.
enum ConstraintIdentities {
    case none
    case one(ObjectIdentifier)
    /// Two or more.
    case many([ObjectIdentifier])

    /// Adds `id` after the others.
    mutating func append(_ id: ObjectIdentifier) {
        switch self {
        case .none: self = .one(id)
        case .one(let first): self = .many([first, id])
        case .many(var ids):
            self = .none  // the list held once, so the append does not copy it
            ids.append(id)
            self = .many(ids)
        }
    }

    /// Removes every occurrence of `id`, keeping the others in order.
    mutating func remove(_ id: ObjectIdentifier) {
        switch self {
        case .none: return
        case .one(let only): if only == id { self = .none }
        case .many(var ids):
            self = .none
            ids.removeAll { $0 == id }
            self = ids.count > 1 ? .many(ids) : ids.first.map { .one($0) } ?? .none
        }
    }

    /// Whether `id` is among them.
    func contains(_ id: ObjectIdentifier) -> Bool {
        switch self {
        case .none: false
        case .one(let only): only == id
        case .many(let ids): ids.contains(id)
        }
    }

    /// Appends them, in order, to `list`.
    func append(to list: inout [ObjectIdentifier]) {
        switch self {
        case .none: break
        case .one(let only): list.append(only)
        case .many(let ids): list += ids
        }
    }
}
