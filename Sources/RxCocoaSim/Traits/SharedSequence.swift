import RxCore

/// A sequence for UI code: it never fails, delivers on the sharing strategy's scheduler (the main
/// scheduler), and shares one subscription to its source among all its subscribers.
///
/// `Driver` and `Signal` are its two flavours; the strategy decides how the subscription is shared.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType
{
    let source: Observable<Element>

    /// Wraps `source`, shared by the strategy. `source` must already deliver on the strategy's
    /// scheduler and never fail. In a chain view it is one node (`Driver`, `Signal`), fed by `input`,
    /// the sequence it was made from (`source` itself, by default: a `Driver`'s `map`): the hop to the
    /// scheduler, the error handling and the sharing between them are folded into it.
    init(_ source: Observable<Element>, from input: Observable<Element>? = nil) {
        self.source = SharingStrategy.share(source)
        ChainTracing.tracer?.fold(self.source, as: .plain(Self.kind), inputs: [input ?? source])
    }

    /// What it is called: `Driver` for `DriverSharingStrategy`, `Signal` for `SignalSharingStrategy`.
    static var kind: String {
        String(describing: SharingStrategy.self).replacingOccurrences(of: "SharingStrategy", with: "")
    }

    /// Wraps `source` as is (already shared, or needing no sharing).
    init(raw source: Observable<Element>) {
        self.source = source
    }

    public func asObservable() -> Observable<Element> {
        source
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// How a `SharedSequence` shares its source, and where it delivers.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on.
    static var scheduler: SchedulerType { get }

    /// `source`, shared the way this strategy shares.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Something that can be seen as a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy (`DriverSharingStrategy` or `SignalSharingStrategy`).
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as an `Observable`: a type of your own needs only `asSharedSequence()`.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// A shared sequence of one element, delivered on the strategy's scheduler.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that completes at once.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that never sends anything.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// The elements, in order, delivered on the strategy's scheduler.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// The elements of `array`, in order, delivered on the strategy's scheduler.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence made afresh for each subscription.
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, … every `period`, on the strategy's scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime` (then every `period`, if given), on the strategy's scheduler.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval?)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
