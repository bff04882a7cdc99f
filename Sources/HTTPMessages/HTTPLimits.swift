/// How large a request may be, and the status each limit answers with when it is passed.
///
/// Contract: a request exactly at a limit is read; one byte (or header) more is refused without waiting
/// for the rest, once more bytes have arrived than the limit leaves room for (a request line's limit
/// leaves room for its CRLF; a `Content-Length` over the body's is refused from the head):
/// - `maxRequestLineBytes` (8 KiB): the request line, without its line ending; 414 beyond it.
/// - `maxHeaderBytes` (16 KiB): the head, every byte from the end of the previous request (any empty
///   lines before the request line included) through the empty line that ends the head, line endings
///   included; 431 beyond it.
/// - `maxHeaderCount` (64): header lines; 431 beyond it.
/// - `maxBodyBytes` (256 KiB): the body's `Content-Length`; 413 beyond it, refused from the head alone.
package struct HTTPLimits: Equatable, Sendable {
    package var maxRequestLineBytes: Int
    package var maxHeaderBytes: Int
    package var maxHeaderCount: Int
    package var maxBodyBytes: Int

    package init(
        maxRequestLineBytes: Int = 8 * 1024, maxHeaderBytes: Int = 16 * 1024, maxHeaderCount: Int = 64,
        maxBodyBytes: Int = 256 * 1024
    ) {
        precondition(
            maxRequestLineBytes > 0 && maxHeaderBytes > 0 && maxHeaderCount >= 0 && maxBodyBytes >= 0,
            "HTTP limits are positive (the header count and body may be 0)")
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.maxBodyBytes = maxBodyBytes
    }
}
