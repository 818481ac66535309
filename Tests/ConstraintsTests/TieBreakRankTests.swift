import Constraints
import Testing

/// Tie-break ranks: the constraint of lowest rank gives way on a tie, ranks can be read and
/// set one at a time or in a batch, and a bad batch changes nothing.
@Suite struct TieBreakRankTests {
    /// `a + b == 10` with `a == 0` and `b == 0` at one priority: a tie only ranks decide.
    struct Tie {
        let a = Variable("a"), b = Variable("b")
        let sum: Constraint, wantsA: Constraint, wantsB: Constraint
        var solver: Solver

        init(model: PriorityModel) throws {
            sum = a + b == 10
            wantsA = a == 0 ~ .weak
            wantsB = b == 0 ~ .weak
            solver = Solver(priorities: model)
            try solver.add([sum, wantsA, wantsB])
        }
    }

    @Test(arguments: [PriorityModel.strict, .weighted])
    func theConstraintAddedFirstGivesWay(model: PriorityModel) throws {
        let tie = try Tie(model: model)
        #expect(tie.solver.tieBreakRank(of: tie.wantsA) == 2)
        #expect(tie.solver.tieBreakRank(of: tie.wantsB) == 3)
        #expect(tie.solver.value(of: tie.a) == 10)
        #expect(tie.solver.value(of: tie.b) == 0)
    }

    @Test(arguments: [PriorityModel.strict, .weighted])
    func aBatchOfRanksMatchesSettingThemOneByOne(model: PriorityModel) throws {
        var batch = try Tie(model: model)
        try batch.solver.setTieBreakRanks([(batch.wantsA, 5), (batch.wantsB, 4)])
        var single = try Tie(model: model)
        try single.solver.setTieBreakRank(5, for: single.wantsA)
        try single.solver.setTieBreakRank(4, for: single.wantsB)
        // wantsB now ranks lower, so it gives way.
        #expect(batch.solver.value(of: batch.a) == 0)
        #expect(batch.solver.value(of: batch.b) == 10)
        #expect(single.solver.value(of: single.b) == batch.solver.value(of: batch.b))
        #expect(batch.solver.tieBreakRank(of: batch.wantsA) == 5)
    }

    @Test func aBadBatchChangesNothing() throws {
        var tie = try Tie(model: .weighted)
        let stranger = tie.a == 3
        #expect(throws: SolverError.self) { try tie.solver.setTieBreakRanks([(tie.wantsA, 9), (stranger, 1)]) }
        #expect(throws: SolverError.self) { try tie.solver.setTieBreakRanks([(tie.wantsA, 9), (tie.wantsB, .nan)]) }
        #expect(tie.solver.tieBreakRank(of: tie.wantsA) == 2)
        #expect(tie.solver.tieBreakRank(of: stranger) == nil)
        #expect(tie.solver.value(of: tie.a) == 10)
    }
}
