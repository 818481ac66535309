/// Re-rooting: defining a parameter that definitions already refer to.
///
/// Stacks are often built inside out: each cell of a list is laid out first, its positions
/// definitions over one free parameter (where the cell stands), and only then does the
/// list tie the cells together with `cell₉.top == cell₈.bottom`, a row of defined
/// variables only. Expanding that row and defining a parameter by the expansion writes
/// out the prefix sum of every cell above (rows of 1,500 cells in a list of 300 cells,
/// quadratic time and memory). Instead the row defines the cell's free parameter `p` in
/// terms of the definitions it refers to that do not depend on `p`, expanded only through
/// the ones that do: `p₉ = t₈ + h₈ − (what t₉ adds to p₉)`, a row as short as the cell's.
///
/// That is sound when no restricted row and no objective level holds `p`: then `p` is a
/// pure parameter of definitions, so taking any value moves no slack, error or cost, and
/// the definitions that refer to it keep referring to it (no cycle: the new definition
/// refers only to definitions that do not depend on `p`).
extension Tableau {
    /// How many definitions the search for a parameter visits, breadth first from the row.
    static let rerootingSearchLimit = 16
    /// How many candidate parameters are tried.
    static let rerootingCandidateLimit = 2
    /// The most definitions that may depend on the parameter: finding them is part of
    /// each try, so the bound keeps a try cheap where a parameter anchors a whole layout.
    static let rerootingDependentsLimit = 16

    /// A parameter that `row` reaches through the definitions it refers to, and `row`
    /// solved for it after expanding only the definitions that depend on it; nil when no
    /// parameter within the search limits qualifies (see the extension's summary).
    /// - Parameters:
    ///   - row: a new constraint's row, over nonbasic symbols and defined variables.
    ///   - absorber: a variable not to choose.
    ///   - threshold: the smallest coefficient, relative to the row's largest, that the
    ///     parameter may have in the partially expanded row (a smaller one is rounding
    ///     residue or an unsafe pivot).
    /// - Returns: the parameter and its definition, ready for ``insertRow(_:basic:)``.
    /// - Complexity: O(1) searches of bounded size plus one partial expansion.
    mutating func rerootedDefinition(
        of row: Row, except absorber: Symbol?, threshold: Double
    ) -> (symbol: Symbol, definition: Row)? {
        findRerootingCandidates(of: row, except: absorber)
        for k in rerootingScratch.candidates.indices {
            let parameter = rerootingScratch.candidates[k]
            // A long column (stale entries included) means many holders: not worth a look.
            guard columns[Int(parameter)].count <= Self.rerootingDependentsLimit,
                !levels.contains(where: { $0.costs[Int(parameter)] != 0 }),
                let scope = markDependents(of: parameter)
            else { continue }
            var definition = expand(row, within: scope)
            let coefficient = definition.coefficient(of: parameter)
            guard coefficient != 0, abs(coefficient) > threshold * definition.largestCoefficient else { continue }
            definition.solve(for: parameter)
            return (parameter, definition)
        }
        return nil
    }

    /// Nonbasic user variables that `row` reaches through definitions, nearest first
    /// (breadth first over the definitions, in cell order), in
    /// `rerootingScratch.candidates`.
    private mutating func findRerootingCandidates(of row: Row, except absorber: Symbol?) {
        let seen = nextMark()
        var scratch = RerootingScratch()
        swap(&scratch, &rerootingScratch)
        defer { swap(&scratch, &rerootingScratch) }
        scratch.clear()
        func look(at cells: [Cell], _ tableau: inout Tableau) {
            for cell in cells where tableau.kinds[Int(cell.symbol)] == .external {
                let symbol = cell.symbol
                guard tableau.marks[Int(symbol)] != seen else { continue }
                tableau.marks[Int(symbol)] = seen
                if tableau.isBasic(symbol) {
                    scratch.queue.append(symbol)
                } else if symbol != absorber {
                    scratch.candidates.append(symbol)
                }
            }
        }
        // Only parameters behind the row's definitions: one in the row itself (an end of
        // a chain the row extends) would become a reference to the chain, which every
        // later expansion of it then walks (fill proportionally's widths, all tied to the
        // stack's: 47% more instructions in a first layout of 300 items).
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            marks[Int(cell.symbol)] = seen
            if isBasic(cell.symbol) { scratch.queue.append(cell.symbol) }
        }
        var head = 0
        while head < scratch.queue.count, head < Self.rerootingSearchLimit,
            scratch.candidates.count < Self.rerootingCandidateLimit
        {
            look(at: rows[Int(rowIndex[Int(scratch.queue[head])])].cells, &self)
            head += 1
        }
        scratch.candidates.truncate(to: min(scratch.candidates.count, Self.rerootingCandidateLimit))
    }

    /// Stamps every definition that depends on `parameter` (refers to it, directly or
    /// through other definitions) with a fresh ``visited`` epoch, and possibly a few that
    /// once did (stale column entries).
    /// - Returns: the epoch, or nil when a restricted row holds `parameter` or more than
    ///   ``rerootingDependentsLimit`` definitions depend on it.
    private mutating func markDependents(of parameter: Symbol) -> UInt32? {
        let scope = nextVisit()
        var stack: [Symbol] = []
        swap(&stack, &rerootingScratch.stack)
        defer { swap(&stack, &rerootingScratch.stack) }
        stack.truncate(to: 0)
        stack.append(parameter)
        var count = 0
        while let symbol = stack.popLast() {
            for basic in columns[Int(symbol)] {
                let index = rowIndex[Int(basic)]
                guard index >= 0, visited[Int(basic)] != scope else { continue }
                if kinds[Int(basic)] != .external {
                    // Restricted rows hold nonbasic symbols only, so a live entry can only
                    // be in `parameter`'s own column (a dependent's is stale), and it rules
                    // the parameter out.
                    guard rows[Int(index)].coefficient(of: symbol) == 0 else { return nil }
                    continue
                }
                // A stale entry of a definition is taken as a dependent too (no lookup):
                // more dependents than needed only expand more, never make a cycle.
                visited[Int(basic)] = scope
                count += 1
                guard count <= Self.rerootingDependentsLimit else { return nil }
                stack.append(basic)
            }
        }
        return scope
    }
}

/// The working lists of re-rooting, kept between calls (most rows try it and find nothing).
struct RerootingScratch: Sendable {
    /// Definitions to look through, breadth first.
    var queue: [Symbol] = []
    /// Parameters found, nearest first.
    var candidates: [Symbol] = []
    /// The walk over a parameter's dependents.
    var stack: [Symbol] = []

    /// Empties the lists, keeping their storage.
    mutating func clear() {
        queue.truncate(to: 0)
        candidates.truncate(to: 0)
        stack.truncate(to: 0)
    }
}
