import Foundation
import NetworkSim
import RxCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Reactive where Base: URLSession {
    /// The response and body of `request`: one element, then completed; or the transport's error
    /// (`URLError`), or `RxCocoaURLError.nonHTTPResponse`.
    ///
    /// Contract (RxCocoa's): nothing is sent until a subscription is made, and each subscription makes
    /// its own request; disposing of it cancels the request. Any status code is a response here (see
    /// `data(request:)`). When `URLSession.rx.shouldLogRequest` says so, the request and its outcome
    /// are logged (see `RequestLog`).
    ///
    /// In the sandbox: while a `SimulatedNetwork` is installed (`Hooks.simulatedNetwork`, as in a
    /// lesson's scene), it answers, in virtual time; else the real `URLSession` does, and its answer
    /// arrives on one of its own threads.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        if let network = Hooks.simulatedNetwork {
            return network.response(to: request) { end, elapsed in
                RequestLog.write(request, RequestLog.Ending(end.kind), elapsed: elapsed)
            }
        }
        let session = base
        return Observable.create { observer in
            let start = Date()
            let task = session.dataTask(with: request) { data, response, error in
                let elapsed = Date().timeIntervalSince(start)
                guard let response, let data else {
                    let ending: RequestLog.Ending =
                        (error as? URLError)?.code == .cancelled
                        ? .cancelled : .failure(error.map { "\($0)" } ?? "no response")
                    RequestLog.write(request, ending, elapsed: elapsed)
                    observer.onError(error ?? RxCocoaURLError.unknown)
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    RequestLog.write(request, .failure("not an HTTP response"), elapsed: elapsed)
                    observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
                    return
                }
                RequestLog.write(request, .response(httpResponse.statusCode), elapsed: elapsed)
                observer.onNext((httpResponse, data))
                observer.onCompleted()
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The body of `request`'s response, if its status code is in `200..<300`; else the sequence fails
    /// with `RxCocoaURLError.httpRequestFailed` (carrying the response and body). Otherwise as
    /// `response(request:)`.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard (200..<300).contains(response.statusCode) else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of `request`'s response decoded by `JSONSerialization` with `options`; a body that is
    /// not JSON fails with `RxCocoaURLError.deserializationError`. Otherwise as `data(request:)`.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// `json(request:)` of a `GET` request for `url`.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Whether a request is logged as a `curl` command with its outcome (see `RequestLog`). By default,
    /// every request in debug builds and none in release builds, as RxCocoa does.
    public static var shouldLogRequest: (URLRequest) -> Bool = { _ in
        #if DEBUG
            true
        #else
            false
        #endif
    }
}
