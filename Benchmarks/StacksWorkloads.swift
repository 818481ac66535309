/// The `Stacks` workloads (placeholder until the layout benchmarks land).
func stacksWorkloads() -> [Workload] { [] }
