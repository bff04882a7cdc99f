import Foundation
import RxCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A network in virtual time: while one is installed (`Hooks.simulatedNetwork`, in RxCocoaSim; a
/// lesson's scene installs its stage's, `stage.network`), `URLSession.rx.response(request:)` and the
/// calls built on it (`data`, `json`) are answered by it instead of the internet, on its scheduler's
/// clock.
///
/// A lesson describes each endpoint: what it answers (a `SimulatedResponse`: status, headers, body,
/// or a failure such as `.notConnectedToInternet`) and after how long.
///
///     network.respond(to: "https://api.example.com/cities", with: .json(#"["Seoul"]"#, latency: .seconds(30)))
///     network.respond(to: "https://api.example.com/search") { request in
///         .json(answers[request.url?.query ?? ""] ?? "[]")
///     }
///
/// Contract:
/// - A request is matched by method and URL. An endpoint registered without a query matches every
///   query on that URL; with one, only that query. The endpoint registered last wins, so a scene can
///   change an answer over time. A request no endpoint matches gets a `404` after `defaultLatency`.
/// - The answer comes `latency` after the request, scheduled on `scheduler`; a latency longer than the
///   request's `timeoutInterval` ends in `URLError(.timedOut)` at the timeout instead (an interval the
///   clock can't count, such as `.infinity` or zero, is no timeout). A status code outside 100–599 ends
///   in `URLError(.badServerResponse)`, whose description says so. While
///   `isOffline`, every request fails with `URLError(.notConnectedToInternet)` after no time.
/// - Each subscription is one request (as URLSession's tasks are per subscriber). Disposing of it
///   before the answer cancels the request: no answer is delivered, and the activity says so.
/// - Everything that happens is an element of `activity` (and kept in `log`), numbered per exchange.
/// - It is deterministic: the same requests at the same times give the same bytes at the same times.
///
/// It is used from the main thread only (the scene's thread), as the simulated UIKit is.
public final class SimulatedNetwork {
    /// How long an answer takes when its response says nothing else: 100 milliseconds.
    public static let defaultLatency = RxTimeInterval.milliseconds(100)

    /// The clock the answers are scheduled on (a scene's virtual clock).
    public let scheduler: SchedulerType

    /// Whether the device is offline: every request fails with `URLError(.notConnectedToInternet)`.
    public var isOffline = false

    /// Everything that happened so far, in order.
    public private(set) var log: [NetworkActivity] = []

    private var endpoints: [(method: String, url: URL, answer: (URLRequest) -> SimulatedResponse)] = []
    private var exchangeCount = 0
    private let activitySubject = PublishSubject<NetworkActivity>()

    /// A network with no endpoints, answering on `scheduler`.
    public init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    /// Makes requests for `url` (by `method`) answered with `response`.
    public func respond(to url: String, method: String = "GET", with response: SimulatedResponse) {
        respond(to: url, method: method) { _ in response }
    }

    /// Makes requests for `url` (by `method`) answered by `answer`, which reads each request (its
    /// query, headers, body) when it goes out.
    public func respond(
        to url: String, method: String = "GET", answer: @escaping (URLRequest) -> SimulatedResponse
    ) {
        guard let parsed = URL(string: url) else {
            preconditionFailure("SimulatedNetwork.respond(to:): \"\(url)\" is not a URL")
        }
        endpoints.append((method.uppercased(), parsed, answer))
    }

    /// Each request and each end of an exchange, as it happens (not replayed: see `log` for the past).
    public var activity: Observable<NetworkActivity> {
        activitySubject.asObservable()
    }

    /// Only the requests going out.
    public var requests: Observable<NetworkActivity> {
        activity.filter { $0.isRequest }
    }

    /// Only the ends of the exchanges: responses, failures, cancellations.
    public var responses: Observable<NetworkActivity> {
        activity.filter { !$0.isRequest }
    }

    /// The answer to `request`, as `URLSession.rx.response(request:)` gives it, in virtual time.
    /// `ended` hears how the exchange ended (its response, failure or cancellation) and how long after
    /// the request, just before the subscriber does: where `URLSession.rx` writes its request log.
    package func response(
        to request: URLRequest,
        ended: @escaping (_ end: NetworkActivity, _ elapsed: TimeInterval) -> Void = { _, _ in }
    ) -> Observable<(response: HTTPURLResponse, data: Data)> {
        Observable.create { [self] observer in
            exchangeCount += 1
            let number = exchangeCount
            let startTime = scheduler.now
            record(NetworkActivity(number: number, request: request, kind: .request))
            let (outcome, latency) = answer(to: request)
            var isFinished = false
            // The exchange's end, told to the log and the activity's observers, then to `ended`.
            func end(_ activity: NetworkActivity, elapsed: TimeInterval) {
                record(activity)
                ended(activity, elapsed)
            }
            let delivery = scheduler.scheduleRelative((), dueTime: latency) { [self] _ in
                isFinished = true
                let elapsed = scheduler.now.timeIntervalSince(startTime)
                switch outcome {
                case .response(let statusCode, let headers, let body):
                    guard
                        Self.statusCodes.contains(statusCode),
                        let response = HTTPURLResponse(
                            url: request.url ?? URL(fileURLWithPath: "/"), statusCode: statusCode,
                            httpVersion: "HTTP/1.1", headerFields: headers)
                    else {
                        end(
                            NetworkActivity(
                                number: number, request: request, kind: .failure(.badServerResponse)),
                            elapsed: elapsed)
                        observer.onError(Self.notAStatusCode(statusCode, request: request))
                        return Disposables.create()
                    }
                    end(
                        NetworkActivity(
                            number: number, request: request,
                            kind: .response(statusCode: statusCode, body: body)), elapsed: elapsed)
                    observer.onNext((response, body))
                    observer.onCompleted()
                case .failure(let code):
                    end(
                        NetworkActivity(number: number, request: request, kind: .failure(code)),
                        elapsed: elapsed)
                    observer.onError(URLError(code))
                }
                return Disposables.create()
            }
            return Disposables.create { [self] in
                guard !isFinished else { return }
                isFinished = true
                delivery.dispose()
                end(
                    NetworkActivity(number: number, request: request, kind: .cancelled),
                    elapsed: scheduler.now.timeIntervalSince(startTime))
            }
        }
    }

    /// What `request` gets, and after how long (see the contract).
    private func answer(to request: URLRequest) -> (SimulatedResponse.Outcome, RxTimeInterval) {
        if isOffline {
            return (.failure(.notConnectedToInternet), .seconds(0))
        }
        let response =
            endpoint(for: request)?(request)
            ?? SimulatedResponse(statusCode: 404, body: Data("Not Found".utf8))
        if let timeout = Self.timeout(of: request), response.latency.asSeconds > request.timeoutInterval {
            return (.failure(.timedOut), timeout)
        }
        return (response.outcome, response.latency)
    }

    /// `request`'s `timeoutInterval` on the clock, or `nil` when it can't time out: an interval that is
    /// not a positive number of seconds the clock can count (zero, negative, infinite, or more
    /// milliseconds than an `Int` holds) is no timeout at all.
    /// A positive interval under a millisecond times out after one.
    private static func timeout(of request: URLRequest) -> RxTimeInterval? {
        let milliseconds = request.timeoutInterval * 1_000
        guard milliseconds.isFinite, milliseconds > 0, milliseconds < Double(Int.max) else { return nil }
        return .milliseconds(max(1, Int(milliseconds.rounded())))
    }

    /// The status codes an HTTP response can have.
    static let statusCodes = 100...599

    /// The error of an exchange whose endpoint answered with `statusCode`, which is not an HTTP status
    /// code: `URLError(.badServerResponse)`, saying what was wrong and what to do.
    private static func notAStatusCode(_ statusCode: Int, request: URLRequest) -> URLError {
        let endpoint = request.url?.absoluteString ?? "the request"
        let description =
            "The simulated endpoint for \(endpoint) answered with status code \(statusCode), which is not "
            + "an HTTP status code (\(statusCodes.lowerBound)–\(statusCodes.upperBound)). Give its "
            + "SimulatedResponse a status code in that range, such as 200 or 404."
        return URLError(.badServerResponse, userInfo: [NSLocalizedDescriptionKey: description])
    }

    /// The answer of the endpoint registered last that matches `request`.
    private func endpoint(for request: URLRequest) -> ((URLRequest) -> SimulatedResponse)? {
        guard let url = request.url else { return nil }
        let method = (request.httpMethod ?? "GET").uppercased()
        let withoutQuery = Self.withoutQuery(url)
        return endpoints.last { endpoint in
            guard endpoint.method == method else { return false }
            return endpoint.url.query == nil
                ? Self.withoutQuery(endpoint.url) == withoutQuery
                : endpoint.url.absoluteString == url.absoluteString
        }?.answer
    }

    private static func withoutQuery(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.query = nil
        components?.fragment = nil
        return components?.string ?? url.absoluteString
    }

    private func record(_ activity: NetworkActivity) {
        log.append(activity)
        activitySubject.onNext(activity)
    }

    /// A URL error code's name, as Foundation spells the constant (`timedOut`): the same on every
    /// platform (a code's own description is not).
    package static func name(of code: URLError.Code) -> String {
        switch code {
        case .notConnectedToInternet: return "notConnectedToInternet"
        case .timedOut: return "timedOut"
        case .cancelled: return "cancelled"
        case .cannotFindHost: return "cannotFindHost"
        case .cannotConnectToHost: return "cannotConnectToHost"
        case .networkConnectionLost: return "networkConnectionLost"
        case .badServerResponse: return "badServerResponse"
        case .badURL: return "badURL"
        case .dnsLookupFailed: return "dnsLookupFailed"
        default: return "URLError"
        }
    }
}
