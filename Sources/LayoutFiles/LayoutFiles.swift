// LayoutFiles: the text formats of the command-line tool, shared with the benchmarks.
//
// - Constraint files (`.constraints`, `docs/constraint-files.md`): see ``ConstraintFile``
//   and ``SolveRunner``.
