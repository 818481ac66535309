import Constraints

/// The reproducers quoted in issue 9, written as in the issue.
enum IssueNineSystems {
    /// Strict: the solver breaks the required first line by 15887.9.
    static func strictBrokenRequired() -> [Constraint] {
        let t = (0...18).map { Variable("_t\($0)") }
        var c: [Constraint] = []
        c.append(0 >= -3 * t[9] + 3 * t[8] - 5 * t[0] - t[12] + 119)
        c.append(t[14] + 4 * t[4] - 7 == 0 ~ 100)
        c.append(-12 + t[12] * 3 + t[6] * 3 - 5 * t[5] + 4 * t[8] <= 0 ~ .weak)
        c.append(5 * t[15] >= 86 - 4 * t[10])
        c.append(-5 * t[15] + 81 == -5 * t[10] - t[4] * 2 ~ 999)
        c.append(96 >= 5 * t[16] + t[5] * 3)
        c.append(-70 + 2 * t[15] <= t[7] - 2 * t[12] - 3 * t[0] ~ 750)
        c.append(3 * t[9] + 17 - 3 * t[1] == 2 * t[11] ~ 999)
        c.append(t[4] - 10 == 0 ~ .medium)
        c.append(0 >= 2 * (-22 - 2 * t[9]) / 2 ~ 48)
        c.append(-4 * t[15] + 74 + t[9] * 4 - 5 * t[11] == -5 * t[14] ~ 749)
        c.append(0 == 2 * t[18] + 5 ~ .weak)
        c.append(53 == -t[2] * 5 ~ .strong)
        c.append(106 >= -t[11] * 3 + 5 * t[1])
        c.append(-2 * t[8] + 3 * t[4] - 12 == 5 * t[18] ~ .strong)
        c.append(-5 * t[16] - 2 * t[0] == -98 ~ .medium)
        c.append(8 - t[18] + 3 * t[11] <= 0)
        c.append(t[14] <= -15)
        c.append(87 - 4 * t[15] >= t[5] - t[8] * 4)
        c.append(0 <= -6 + 4 * t[7])
        c.append(29 <= t[1] + t[10] * 5)
        c.append(0 == -4 * t[2] - 46 + 3 * t[7] + t[10] * 2 ~ 750)
        return c
    }

    /// Weighted: the solver's objective is 50735.76, the optimum 23001.47.
    static func weightedNotOptimal() -> [Constraint] {
        let (m2, m5, m8, m11, m13) = (Variable("m2"), Variable("m5"), Variable("m8"), Variable("m11"), Variable("m13"))
        var c: [Constraint] = []
        c.append(m13 * 1000 == 3 - m5 * 0.001 ~ 1)
        c.append(-2 * m8 <= (-5.5 - 0.5 * m13) * 4 / 4)
        c.append(-16.006 + m11 * 0.001 >= -m2)
        c.append(24 == m8 * 0.5 + m5 * 2 + 0.001 * m2 ~ .weak)
        c.append(-0.5 * m13 == 23 ~ 999.999)
        c.append(0 >= 0.001 * m5 + m8 + m11 + 25 ~ 999)
        return c
    }
}
