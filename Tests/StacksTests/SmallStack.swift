#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The work of one thread started by ``onSmallStack(bytes:_:)``.
private final class ThreadJob: @unchecked Sendable {
    let body: () -> Void

    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Where ``onSmallStack(bytes:_:)`` leaves the result (written by the thread, read after it ends).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Runs `body` on a new thread with a stack of `bytes` (512 KB: the default of secondary
/// threads on Apple platforms) and waits for it. A recursion once per level of a
/// 10,000-level tree overflows such a stack, so a test run here proves there is none.
/// - Returns: what `body` returned, or nil if no thread could be started.
func onSmallStack<T>(bytes: Int = 512 * 1024, _ body: @escaping () -> T) -> T? {
    let box = ResultBox<T>()
    let job = ThreadJob { box.value = body() }
    #if os(Linux)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, bytes)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                if let raw { Unmanaged<ThreadJob>.fromOpaque(raw).takeRetainedValue().body() }
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<ThreadJob>.fromOpaque(context).release()
            return nil
        }
        pthread_join(thread, nil)
    #else
        job.body()
    #endif
    return box.value
}
