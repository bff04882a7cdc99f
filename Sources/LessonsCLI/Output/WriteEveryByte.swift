#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes every byte of `bytes` to `descriptor` with write(2), which may write only some of them: it
/// writes the rest after a partial write, tries again when a signal interrupts it (EINTR), and waits
/// while a non-blocking descriptor is full (EAGAIN).
///
/// - Returns: nil once every byte is written, else the errno that stopped it (EPIPE, ENOSPC, …).
func writeEveryByte(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let start = bytes.baseAddress else { return nil }  // no bytes to write
    var written = 0
    while written < bytes.count {
        let result = write(descriptor, start + written, bytes.count - written)
        if result > 0 {
            written += result
            continue
        }
        // write(2) returns 0 for a non-empty buffer only when something is wrong: call it EIO.
        let error = result < 0 ? errno : EIO
        switch error {
        case EINTR:
            continue
        case EAGAIN, EWOULDBLOCK:
            var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&request, 1, -1)  // on an error, the next write(2) reports it
        default:
            return error
        }
    }
    return nil
}
