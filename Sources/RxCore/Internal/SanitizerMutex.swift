#if RXSANDBOX_TSAN
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #else
        import Darwin
    #endif

    /// In a ThreadSanitizer build (`Scripts/sanitizers.sh` compiles with `-DRXSANDBOX_TSAN`), the
    /// core's `Mutex`: a pthread mutex, which ThreadSanitizer sees, in place of `Synchronization.Mutex`,
    /// whose futex it does not (on Linux with Swift 6.3.1 it reports races inside it that are none).
    ///
    /// Contract: the API of `Synchronization.Mutex` the core uses (`init(_:)`, `withLock(_:)`,
    /// `_unsafeLock()`, `_unsafeUnlock()`), with the same meaning; declared in this module, it is the
    /// `Mutex` every file of the core sees. Other builds don't compile it: they keep
    /// `Synchronization.Mutex` and its speed.
    final class Mutex<Value>: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var value: Value

        init(_ initialValue: consuming sending Value) {
            value = initialValue
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        /// Runs `body` with the value, holding the mutex.
        func withLock<Result, Failure: Error>(_ body: (inout sending Value) throws(Failure) -> sending Result)
            throws(Failure) -> sending Result
        {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value)
        }

        /// Takes the mutex (see `RecursiveLock`).
        func _unsafeLock() {
            pthread_mutex_lock(mutex)
        }

        /// Releases the mutex.
        func _unsafeUnlock() {
            pthread_mutex_unlock(mutex)
        }
    }
#endif
