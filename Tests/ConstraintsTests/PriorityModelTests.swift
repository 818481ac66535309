import Constraints
import Testing

/// How the two priority models trade errors between priorities.
@Suite("Priority models")
struct PriorityModelTests {
    @Test(arguments: [PriorityModel.strict, .weighted]) func manyWeakAgainstOneMedium(model: PriorityModel) throws {
        let x = Variable("x")
        var solver = Solver(priorities: model)
        try solver.add(x == 0 ~ .medium)
        for _ in 0..<1001 { try solver.add(x == 10 ~ .weak) }
        // Strict: no number of weak errors outweighs a medium one. Weighted: 1001 × 250 > 500.
        #expect(solver.value(of: x) == (model == .strict ? 0 : 10))
    }

    @Test func strictIgnoresCoefficientsAcrossLevels() throws {
        let x = Variable("x")
        var solver = Solver(priorities: .strict)
        try solver.add(x == 0 ~ .strong)
        try solver.add(1e6 * x == 1e9 ~ .medium)
        #expect(solver.value(of: x) == 0)
    }

    @Test func weightedCountsCoefficients() throws {
        // 1e6·|x - 1000| at 500 outweighs |x| at 750.
        let x = Variable("x")
        var solver = Solver(priorities: .weighted)
        try solver.add(x == 0 ~ .strong)
        try solver.add(1e6 * x == 1e9 ~ .medium)
        #expect(solver.value(of: x) == 1000)
    }

    @Test func weightedTwoWeakBeatOne499() throws {
        let x = Variable("x")
        var solver = Solver(priorities: .weighted)
        try solver.add(x == 0 ~ 499)
        try solver.add(x == 10 ~ .weak)
        try solver.add(x == 10 ~ .weak)
        #expect(solver.value(of: x) == 10)  // 2 × 250 > 499
    }

    @Test func weighted501BeatsTwoWeak() throws {
        let x = Variable("x")
        var solver = Solver(priorities: .weighted)
        try solver.add(x == 0 ~ 501)
        try solver.add(x == 10 ~ .weak)
        try solver.add(x == 10 ~ .weak)
        #expect(solver.value(of: x) == 0)  // 501 > 2 × 250
    }

    @Test func strictOneLevelBeatsTwoLower() throws {
        let x = Variable("x")
        var solver = Solver(priorities: .strict)
        try solver.add(x == 0 ~ 499)
        try solver.add(x == 10 ~ .weak)
        try solver.add(x == 10 ~ .weak)
        #expect(solver.value(of: x) == 0)
    }

    @Test func strictDistinguishesCloseNumericLevels() throws {
        let x = Variable("x")
        var solver = Solver(priorities: .strict)
        try solver.add(x == 10 ~ 999)
        try solver.add(x == 10 ~ 999)
        try solver.add(x == 10 ~ 999)
        try solver.add(x == 0 ~ 999.5)
        #expect(solver.value(of: x) == 0)
        var weighted = Solver(priorities: .weighted)
        try weighted.add(x == 10 ~ 999)
        try weighted.add(x == 10 ~ 999)
        try weighted.add(x == 0 ~ 999.5)
        #expect(weighted.value(of: x) == 10)
    }

    @Test func strictWithinLevelErrorsAdd() throws {
        // Same level: two pulls to 10 beat one pull to 0 (sum of errors).
        let x = Variable("x")
        var solver = Solver(priorities: .strict)
        try solver.add(x == 0 ~ .medium)
        try solver.add(x == 10 ~ .medium)
        try solver.add(x == 10 ~ .medium)
        #expect(solver.value(of: x) == 10)
    }

    @Test func strictInequalityErrorsAreOneSided() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver(priorities: .strict)
        try solver.add(x + y == 20)
        try solver.add(x >= 15 ~ .strong)
        try solver.add(y >= 15 ~ .medium)
        try solver.add(x <= 30 ~ .weak)
        #expect(solver.value(of: x) == 15)
        #expect(solver.value(of: y) == 5)
    }

    @Test(arguments: [PriorityModel.strict, .weighted]) func lowPrioritiesStillApply(model: PriorityModel) throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver(priorities: model)
        try solver.add(x == 7 ~ Priority(0.001))
        try solver.add(y == x + 1 ~ .fittingSizeLevel)
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 8)
    }

    @Test func levelRemovalRestoresLowerLevel() throws {
        // After the only medium constraint goes, the weak ones decide again.
        let x = Variable("x")
        for model in [PriorityModel.strict, .weighted] {
            var solver = Solver(priorities: model)
            let medium = x == 0 ~ .medium
            try solver.add(x == 10 ~ .weak)
            try solver.add(medium)
            #expect(solver.value(of: x) == 0)
            try solver.remove(medium)
            #expect(solver.value(of: x) == 10)
            try solver.add(x == 3 ~ .medium)
            #expect(solver.value(of: x) == 3)
        }
    }
}
