import Constraints

/// Putting generated constraints into the solver, and replacing them by diffing.
extension LayoutEngine {
    /// Replaces the constraints `old` (generated earlier by `owner`) by those of `specs`:
    /// constraints whose spec is unchanged stay in the solver; the others are removed, then
    /// the new ones are added in order. Broken constraints are retried.
    /// - Returns: the new records, in the order of `specs`.
    func apply(_ old: [Record], _ specs: [Spec], owner: LayoutView) -> [Record] {
        if old.isEmpty {
            var records: [Record] = []
            records.reserveCapacity(specs.count)
            for spec in specs { records.append(insert(spec, owner: owner)) }
            return records
        }
        var matching = SpecMatching(old, specs)
        // The columns of the required equalities about to be shifted or removed are computed
        // together: one solve of the basis instead of one per constraint.
        solver.materializeMarkerColumns(of: old.indices.compactMap { matching.kept[$0] ? nil : old[$0].constraint })
        // A spec that changed only its constant (a new root width, a new spacing or
        // intrinsic size) is shifted in place: no pivots unless needed.
        for (i, j) in matching.constantChanges {
            guard let c = old[i].constraint else { continue }
            let replacement = specs[j].makeConstraint(rightToLeft: rightToLeft)
            guard (try? solver.replace(c, with: replacement)) != nil else { continue }
            matching.kept[i] = true
            matching.reuse[j] = replacement
        }
        for i in old.indices where !matching.kept[i] {
            if let c = old[i].constraint { try? solver.remove(c) }
        }
        var records: [Record] = []
        records.reserveCapacity(specs.count)
        for j in specs.indices {
            if let c = matching.reuse[j] {
                let source = matching.source[j]
                records.append(Record(spec: specs[j], constraint: c, rank: source >= 0 ? old[source].rank : 0))
            } else {
                records.append(insert(specs[j], owner: owner))
            }
        }
        return records
    }

    /// Forgets the records of every view of the tree not taken over by another layout: the
    /// layout is going away, and the solver holding their constraints with it.
    func releaseRecords() {
        forEachView(in: root) { v in
            if v.engine == nil || v.engine === self { v.forgetRecords() }
        }
        rootRecords = []
    }

    /// Removes every constraint of `records` from the solver at the next update.
    func removeAtNextUpdate(_ records: [Record]) {
        for record in records {
            if let c = record.constraint { detachedConstraints.append(c) }
        }
    }

    /// Adds the constraint of `spec`; a required one that cannot hold is left out and
    /// reported.
    /// - Returns: the record, whose constraint is nil if it was left out.
    func insert(_ spec: Spec, owner: LayoutView) -> Record {
        ensureDefinition(of: spec.first.item)
        if let second = spec.second { ensureDefinition(of: second.item) }
        let constraint = spec.makeConstraint(rightToLeft: rightToLeft)
        do {
            let rank = try solver.addReturningRank(constraint)
            return Record(spec: spec, constraint: constraint, rank: rank)
        } catch {
            switch error {
            case .unsatisfiableConstraint(_, let conflicts):
                report(broken: reported(spec, owner: owner), conflicts: conflicts)
            case .nonFiniteValue:
                // A NaN or infinite size, spacing or inset: left out, and said so.
                newInputErrors.append(.nonFiniteValue(constraint: reported(spec, owner: owner).description))
            case .invalidPriority:
                // A hugging or compression-resistance priority outside (0, 1000].
                newInputErrors.append(.invalidPriority(constraint: reported(spec, owner: owner).description))
            default:
                break
            }
            return Record(spec: spec, constraint: nil)
        }
    }

    /// Puts a guide's defining constraints into the solver the first time it is used.
    func ensureDefinition(of item: LayoutItem) {
        guard case .guide = item.itemKind else { return }
        let guide = unsafeDowncast(item, to: LayoutGuide.self)
        guard !guide.isActive, guide.hasDefinition else { return }
        guide.isActive = true
        guide.records = apply([], guideSpecs(guide, root: root), owner: guide.owner)
    }
}

/// The defining constraints of a guide: the margins inside their view (the root's inside its
/// safe area), the root's safe area inside the root, a scroll view's content at its corner.
func guideSpecs(_ guide: LayoutGuide, root: LayoutView?) -> [Spec] {
    let owner = guide.owner
    func a(_ item: LayoutItem, _ attr: Attr) -> ResolvedAnchor { ResolvedAnchor(item, attr) }
    switch guide.guideKind {
    case .margins:
        let m = owner.layoutMargins
        let base: LayoutItem = owner === root ? owner.safeArea : owner
        return [
            Spec(a(guide, .left), .equal, a(base, .left), constant: m.left, role: .marginGuide),
            Spec(a(guide, .top), .equal, a(base, .top), constant: m.top, role: .marginGuide),
            Spec(a(guide, .right), .equal, a(base, .right), constant: -m.right, role: .marginGuide),
            Spec(a(guide, .bottom), .equal, a(base, .bottom), constant: -m.bottom, role: .marginGuide),
        ]
    case .safeArea:
        let i = owner === root ? owner.safeAreaInsets : .zero
        return [
            Spec(a(guide, .left), .equal, a(owner, .left), constant: i.left, role: .safeArea),
            Spec(a(guide, .top), .equal, a(owner, .top), constant: i.top, role: .safeArea),
            Spec(a(guide, .right), .equal, a(owner, .right), constant: -i.right, role: .safeArea),
            Spec(a(guide, .bottom), .equal, a(owner, .bottom), constant: -i.bottom, role: .safeArea),
        ]
    case .content:
        return [
            Spec(a(guide, .left), .equal, a(owner, .left), role: .contentGuide),
            Spec(a(guide, .top), .equal, a(owner, .top), role: .contentGuide),
            Spec(a(guide, .width), .equal, nil, priority: 0.001, role: .contentGuide),
            Spec(a(guide, .height), .equal, nil, priority: 0.001, role: .contentGuide),
        ]
    default:
        return []
    }
}

extension LayoutView {
    /// Drops the records of the constraints generated for this view (content size, stack,
    /// guides), whose constraints live in a solver that no longer lays the view out; its
    /// guides count as inactive, to be defined again by the next layout.
    func forgetRecords() {
        contentRecords = []
        userConstraintIDs = .none
        var guides = [marginsGuide, safeAreaGuide].compactMap { $0 }
        if case .scroll = itemKind { guides.append(unsafeDowncast(self, to: LayoutScrollView.self).content) }
        for guide in guides {
            guide.records = []
            guide.isActive = false
            guide.needsUpdate = false
        }
        if case .stack = itemKind { unsafeDowncast(self, to: StackView.self).stackRecords = [] }
    }
}
