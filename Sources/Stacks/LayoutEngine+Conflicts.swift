import Constraints

/// Building conflict reports: every solver constraint maps back to its origin.
extension LayoutEngine {
    /// Records a report for the broken constraint and the solver's conflicting set.
    func report(broken: ReportedConstraint, conflicts: [Constraint]) {
        let index = originIndex()
        var members: [ReportedConstraint] = []
        for c in conflicts {
            if let r = index[ObjectIdentifier(c)] { members.append(r()) }
        }
        members.append(broken)
        newReports.append(ConflictReport(conflicting: members, broken: broken))
    }

    /// Every constraint in the solver, by identity, with a way to describe it.
    private func originIndex() -> [ObjectIdentifier: () -> ReportedConstraint] {
        var index: [ObjectIdentifier: () -> ReportedConstraint] = [:]
        func add(_ records: [Record], _ owner: LayoutView) {
            for r in records {
                guard let c = r.constraint else { continue }
                let spec = r.spec
                index[ObjectIdentifier(c)] = { [unowned self] in self.reported(spec, owner: owner) }
            }
        }
        forEachView(in: root) { v in
            add(v.contentRecords, v)
            for g in [v.marginsGuide, v.safeAreaGuide].compactMap({ $0 }) { add(g.records, v) }
            if case .scroll = v.itemKind { add(unsafeDowncast(v, to: LayoutScrollView.self).content.records, v) }
            if case .stack = v.itemKind { add(unsafeDowncast(v, to: StackView.self).stackRecords, v) }
        }
        add(rootRecords, root)
        for entry in users {
            guard let c = entry.solverConstraint else { continue }
            let user = entry.constraint
            index[ObjectIdentifier(c)] = { [unowned self] in self.reported(user) }
        }
        return index
    }

    /// The report line of a generated constraint.
    func reported(_ spec: Spec, owner: LayoutView) -> ReportedConstraint {
        let kind: ConstraintOrigin.Kind
        switch spec.role {
        case .contentSize: kind = .contentSize
        case .marginGuide: kind = .marginsGuide
        case .safeArea: kind = .safeArea
        case .contentGuide: kind = .scrollContent
        case .rootOrigin: kind = .rootOrigin
        case .rootWidth: kind = .rootWidth
        case .rootHeight: kind = .rootHeight
        default: kind = .stack
        }
        let stack: StackView? = kind == .stack ? unsafeDowncast(owner, to: StackView.self) : nil
        var items: [LayoutView] = []
        for anchor in [spec.first, spec.second].compactMap({ $0 }) {
            let view = anchor.item.owningView
            if view !== stack && !items.contains(where: { $0 === view }) { items.append(view) }
        }
        let origin = ConstraintOrigin(kind: kind, identifier: spec.role.identifier, stack: stack, items: items,
            constraint: nil)
        return ReportedConstraint(origin: origin, text: spec.text, priority: Priority(spec.priority))
    }

    /// The report line of a user constraint.
    func reported(_ constraint: LayoutConstraint) -> ReportedConstraint {
        var items: [LayoutView] = []
        for anchor in constraint.anchors {
            let view = anchor.item.owningView
            if !items.contains(where: { $0 === view }) { items.append(view) }
        }
        let origin = ConstraintOrigin(kind: .user, identifier: constraint.identifier ?? "constraint", stack: nil,
            items: items, constraint: constraint)
        return ReportedConstraint(
            origin: origin, text: "\(constraint.lhs) \(constraint.relation) \(constraint.rhs)",
            priority: constraint.priority)
    }
}
