import Foundation
import RxCore
import RxVirtualTime
import Testing

/// Every public operator names itself where it makes its sequence: the name a chain view draws is
/// RxSwift's name for the operator that made the sequence. The list holds every public function of the
/// core that returns a sequence, which the second test checks against the sources (but for the
/// RxSwift 5 spellings of `Operators/Deprecated.swift`, which call the new ones and would warn here:
/// `DeprecatedSpellingsTests`).
@Suite struct ChainNameTests {
    private static let scheduler = TestScheduler(initialClock: 0)
    private static let source = PublishSubject<Int>()
    private static let other = PublishSubject<Int>()

    /// Each public operator, by its Swift name, made from `source`, and the name it reports.
    private static let operators: [(function: String, reported: String, name: String)] = {
        let s = scheduler
        let numbers = source.asObservable()
        return [
            ("amb", numbers.amb(other).chainName, "amb"),
            ("andThen", Completable.empty().andThen(numbers).chainName, "andThen"),
            ("asMaybe", numbers.asMaybe().asObservable().chainName, "asMaybe"),
            ("asObservable", numbers.asObservable().chainName, "PublishSubject"),
            ("buffer", numbers.buffer(timeSpan: .seconds(1), count: 2, scheduler: s).chainName, "buffer"),
            ("catch", numbers.catch { _ in .empty() }.chainName, "catch"),
            ("catch", Observable.catch(sequence: [numbers]).chainName, "catch(sequence:)"),
            ("catchAndReturn", numbers.catchAndReturn(0).chainName, "catchAndReturn"),
            ("combineLatest", Observable.combineLatest(numbers, other).chainName, "combineLatest"),
            ("compactMap", numbers.compactMap { $0 }.chainName, "compactMap"),
            ("concat", numbers.concat(other).chainName, "concat"),
            ("concat", Observable.just(numbers).concat().chainName, "concat"),
            ("concatMap", numbers.concatMap { _ in numbers }.chainName, "concatMap"),
            ("create", Observable<Int>.create { _ in Disposables.create() }.chainName, "create"),
            ("debounce", numbers.debounce(.seconds(1), scheduler: s).chainName, "debounce"),
            ("debug", numbers.debug().chainName, "debug"),
            (
                "decode", Observable.just(Data()).decode(type: Int.self, decoder: JSONDecoder()).chainName,
                "decode"
            ),
            ("deferred", Observable.deferred { numbers }.chainName, "deferred"),
            ("delay", numbers.delay(.seconds(1), scheduler: s).chainName, "delay"),
            (
                "delaySubscription", numbers.delaySubscription(.seconds(1), scheduler: s).chainName,
                "delaySubscription"
            ),
            ("dematerialize", numbers.materialize().dematerialize().chainName, "dematerialize"),
            ("distinctUntilChanged", numbers.distinctUntilChanged().chainName, "distinctUntilChanged"),
            ("do", numbers.do(onNext: { _ in }).chainName, "do"),
            ("element", numbers.element(at: 0).chainName, "element(at:)"),
            ("empty", Observable<Int>.empty().chainName, "empty"),
            ("enumerated", numbers.enumerated().chainName, "enumerated"),
            ("error", Observable<Int>.error(RxError.unknown).chainName, "error"),
            ("filter", numbers.filter { _ in true }.chainName, "filter"),
            ("first", numbers.first().asObservable().chainName, "first"),
            ("flatMap", numbers.flatMap { _ in numbers }.chainName, "flatMap"),
            ("flatMapFirst", numbers.flatMapFirst { _ in numbers }.chainName, "flatMapFirst"),
            ("flatMapLatest", numbers.flatMapLatest { _ in numbers }.chainName, "flatMapLatest"),
            ("from", Observable.from([1]).chainName, "from"),
            ("from", Observable.from(optional: 1, scheduler: s).chainName, "from(optional:)"),
            ("groupBy", numbers.groupBy { $0 % 2 }.chainName, "groupBy"),
            ("ignoreElements", numbers.ignoreElements().chainName, "ignoreElements"),
            (
                "generate",
                Observable.generate(initialState: 0, condition: { $0 < 1 }, iterate: { $0 + 1 }).chainName,
                "generate"
            ),
            ("ifEmpty", numbers.ifEmpty(default: 0).chainName, "ifEmpty(default:)"),
            ("ifEmpty", numbers.ifEmpty(switchTo: other.asObservable()).chainName, "ifEmpty(switchTo:)"),
            ("single", numbers.single().chainName, "single"),
            ("single", numbers.single { $0 > 0 }.chainName, "single"),
            (
                "using",
                Observable.using({ BooleanDisposable() }, observableFactory: { _ in numbers }).chainName,
                "using"
            ),
            ("interval", Observable<Int>.interval(.seconds(1), scheduler: s).chainName, "interval"),
            ("just", Observable.just(1).chainName, "just"),
            ("just", Observable.just(1, scheduler: s).chainName, "just"),
            ("map", numbers.map { $0 }.chainName, "map"),
            ("materialize", numbers.materialize().chainName, "materialize"),
            ("merge", Observable.merge(numbers, other).chainName, "merge"),
            ("merge", Observable.just(numbers).merge().chainName, "merge"),
            ("merge", Observable.just(numbers).merge(maxConcurrent: 2).chainName, "merge(maxConcurrent:)"),
            ("multicast", numbers.multicast(PublishSubject<Int>()).chainName, "multicast"),
            (
                "multicast", numbers.multicast({ PublishSubject<Int>() }, selector: { $0 }).chainName,
                "multicast"
            ),
            ("never", Observable<Int>.never().chainName, "never"),
            ("observe", numbers.observe(on: s).chainName, "observe(on:)"),
            ("of", Observable.of(1, 2).chainName, "of"),
            ("publish", numbers.publish().chainName, "publish"),
            ("range", Observable.range(start: 0, count: 2).chainName, "range"),
            ("reduce", numbers.reduce(0, accumulator: +).chainName, "reduce"),
            ("refCount", numbers.publish().refCount().chainName, "refCount"),
            ("repeatElement", Observable.repeatElement(1).chainName, "repeatElement"),
            ("replay", numbers.replay(1).chainName, "replay"),
            ("replayAll", numbers.replayAll().chainName, "replayAll"),
            ("retry", numbers.retry().chainName, "retry"),
            ("sample", numbers.sample(other).chainName, "sample"),
            ("scan", numbers.scan(0, accumulator: +).chainName, "scan"),
            // A chain view draws `share` as the construct it folds (`ChainGraphTests`); the sequence is
            // the `refCount` of a `multicast`.
            ("share", numbers.share().chainName, "refCount"),
            ("skip", numbers.skip(1).chainName, "skip"),
            ("skip", numbers.skip(.seconds(1), scheduler: s).chainName, "skip(_:scheduler:)"),
            ("skip", numbers.skip(while: { _ in true }).chainName, "skip(while:)"),
            ("skip", numbers.skip(until: other).chainName, "skip(until:)"),
            ("startWith", numbers.startWith(0).chainName, "startWith"),
            ("subscribe", numbers.subscribe(on: s).chainName, "subscribe(on:)"),
            ("switchLatest", Observable.just(numbers).switchLatest().chainName, "flatMapLatest"),
            ("take", numbers.take(1).chainName, "take"),
            ("take", numbers.take(for: .seconds(1), scheduler: s).chainName, "take(for:)"),
            ("take", numbers.take(while: { _ in true }).chainName, "take(while:)"),
            ("take", numbers.take(until: { _ in true }).chainName, "take(until:)"),
            ("take", numbers.take(until: other).chainName, "take(until:)"),
            ("takeLast", numbers.takeLast(1).chainName, "takeLast"),
            ("throttle", numbers.throttle(.seconds(1), scheduler: s).chainName, "throttle"),
            ("timeout", numbers.timeout(.seconds(1), scheduler: s).chainName, "timeout"),
            ("timer", Observable<Int>.timer(.seconds(1), scheduler: s).chainName, "timer"),
            ("withLatestFrom", numbers.withLatestFrom(other).chainName, "withLatestFrom"),
            ("withUnretained", numbers.withUnretained(scheduler).chainName, "withUnretained"),
            ("window", numbers.window(timeSpan: .seconds(1), count: 2, scheduler: s).chainName, "window"),
            ("zip", Observable.zip(numbers, other).chainName, "zip"),
        ]
    }()

    @Test func eachOperatorReportsItsOwnName() {
        for entry in Self.operators {
            #expect(entry.reported == entry.name, "\(entry.function)")
        }
        #expect(PublishSubject<Int>().chainName == "PublishSubject")
        #expect(BehaviorSubject(value: 0).chainName == "BehaviorSubject")
        #expect(ReplaySubject<Int>.create(bufferSize: 1).chainName == "ReplaySubject")
        #expect(AsyncSubject<Int>().chainName == "AsyncSubject")
    }

    /// Every public function of the core that returns a sequence is in the list above.
    @Test func theListHoldsEveryPublicOperator() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/RxCore")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap {
            $0 as? String
        }
        .filter { $0.hasSuffix(".swift") && $0 != "Operators/Deprecated.swift" }
        let declaration = try NSRegularExpression(
            pattern: #"public (?:static )?func `?(\w+)`?(?:<[^(]*>)?\(([^{]*)"#)
        var functions = Set<String>()
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text),
                    let rest = Range(match.range(at: 2), in: text)
                else { continue }
                if text[rest].range(of: #"->\s*(Connectable)?Observable<"#, options: .regularExpression)
                    != nil
                {
                    functions.insert(String(text[name]))
                }
            }
        }
        #expect(functions.count > 50)
        #expect(functions.subtracting(Self.operators.map(\.function)) == [])
    }
}
