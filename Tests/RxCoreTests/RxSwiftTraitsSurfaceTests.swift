import RxTestSupport
import XCTest

/// RxSwift 6.10.2's traits, row by row (`Single`, what every primitive sequence has, `Maybe`,
/// `Completable` and `Infallible`; the Observable families are in `RxSwiftSurfaceTests`): a learner's
/// snippet that uses every row with RxSwift's own spelling, labels and types must type-check against
/// `import RxSandbox` without a warning, and only the lines marked `// rejected` may fail. The RxSwift 5
/// spellings RxSwift 6 still has are called from a function marked deprecated itself, so that they
/// compile without a warning.
final class RxSwiftTraitsSurfaceTests: XCTestCase {
    func testSingleAndWhatEveryPrimitiveSequenceHas() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            RxSwiftSurfaceTests.prelude + """
                let one: Single<Int> = Single.just(1)

                // Single: Single<E> / SingleEvent / SingleTrait, create(subscribe:), just(_:), just(_:scheduler:),
                // error(_:), never(), subscribe(_ observer:), subscribe(onSuccess:onFailure:onDisposed:),
                // subscribe(with:onSuccess:onFailure:onDisposed:), map(_:), flatMap(_:), filter(_:) -> Maybe,
                // compactMap(_:) -> Maybe, flatMapMaybe(_:) / flatMapCompletable(_:), do(onSuccess:afterSuccess:onError:
                // afterError:onSubscribe:onSubscribed:onDispose:), catchAndReturn(_:), asMaybe() / asCompletable(),
                // Single.zip(collection) / zip(collection, resultSelector:), Single.zip 2…8 (tuple and resultSelector:),
                // observable.asSingle()
                let singleEvent: SingleEvent<Int> = .success(1)
                let singleTrait: PrimitiveSequence<SingleTrait, Int> = one
                let singleCreated: Single<Int> = Single.create { single in single(.success(1)); return Disposables.create() }
                let singleJust: Single<Int> = Single.just(1)
                let singleJustOn: Single<Int> = Single.just(1, scheduler: scheduler)
                let singleError: Single<Int> = Single.error(Failure())
                let singleNever: Single<Int> = Single.never()
                let singleToEvents: Disposable = one.subscribe { (event: SingleEvent<Int>) in print(event) }
                let singleToHandlers: Disposable = one.subscribe(onSuccess: { _ in }, onFailure: { _ in }, onDisposed: {})
                let singleToOwner: Disposable = one.subscribe(with: owner, onSuccess: { _, _ in }, onFailure: { _, _ in }, onDisposed: { _ in })
                let singleMapped: Single<String> = one.map { String($0) }
                let singleFlattened: Single<Int> = one.flatMap { Single.just($0 + 1) }
                let singleFiltered: Maybe<Int> = one.filter { $0 > 0 }
                let singleCompacted: Maybe<Int> = one.compactMap { $0 > 0 ? $0 : nil }
                let singleToMaybe: Maybe<Int> = one.flatMapMaybe { Maybe.just($0) }
                let singleToCompletable: Completable = one.flatMapCompletable { _ in Completable.empty() }
                let singleSideEffects: Single<Int> = one.do(onSuccess: { _ in }, afterSuccess: { _ in }, onError: { _ in }, afterError: { _ in }, onSubscribe: {}, onSubscribed: {}, onDispose: {})
                let singleCaught: Single<Int> = one.catchAndReturn(0)
                let singleAsMaybe: Maybe<Int> = one.asMaybe()
                let singleAsCompletable: Completable = one.asCompletable()
                let singleZippedCollection: Single<[Int]> = Single.zip([one, one])
                let singleZippedCollectionBy: Single<Int> = Single.zip([one, one]) { $0.reduce(0, +) }
                let singleZipped2: Single<(Int, Int)> = Single.zip(one, one)
                let singleZipped3: Single<(Int, Int, Int)> = Single.zip(one, one, one)
                let singleZipped4: Single<(Int, Int, Int, Int)> = Single.zip(one, one, one, one)
                let singleZipped5: Single<(Int, Int, Int, Int, Int)> = Single.zip(one, one, one, one, one)
                let singleZipped6: Single<(Int, Int, Int, Int, Int, Int)> = Single.zip(one, one, one, one, one, one)
                let singleZipped7: Single<(Int, Int, Int, Int, Int, Int, Int)> = Single.zip(one, one, one, one, one, one, one)
                let singleZipped8: Single<(Int, Int, Int, Int, Int, Int, Int, Int)> = Single.zip(one, one, one, one, one, one, one, one)
                let singleZippedBy2: Single<Int> = Single.zip(one, one) { $0 + $1 }
                let singleZippedBy3: Single<Int> = Single.zip(one, one, one) { $0 + $1 + $2 }
                let singleZippedBy4: Single<Int> = Single.zip(one, one, one, one) { a, _, _, _ in a }
                let singleZippedBy5: Single<Int> = Single.zip(one, one, one, one, one) { a, _, _, _, _ in a }
                let singleZippedBy6: Single<Int> = Single.zip(one, one, one, one, one, one) { a, _, _, _, _, _ in a }
                let singleZippedBy7: Single<Int> = Single.zip(one, one, one, one, one, one, one) { a, _, _, _, _, _, _ in a }
                let singleZippedBy8: Single<Int> = Single.zip(one, one, one, one, one, one, one, one) { a, _, _, _, _, _, _, _ in a }
                let asSingle: Single<Int> = numbers.asSingle()

                // Single (deprecated): subscribe(onSuccess:onError:onDisposed:), catchErrorJustReturn(_:)
                @available(*, deprecated)
                func rxSwift5Single() {
                    _ = one.subscribe(onSuccess: { _ in }, onError: { _ in }, onDisposed: {})
                    _ = one.catchErrorJustReturn(0)
                }

                // PrimitiveSequence (Single/Maybe/Completable): asObservable(), observe(on:), subscribe(on:), catch(_:),
                // retry(_:), retry(when:) (typed and untyped Error), delay(_:scheduler:), delaySubscription(_:scheduler:),
                // debug(...), timeout(_:scheduler:) / timeout(_:other:scheduler:), PrimitiveSequence.deferred(_:),
                // PrimitiveSequence.using(_:primitiveSequenceFactory:), Single/Maybe.timer(_:scheduler:),
                // primitiveSequence / PrimitiveSequenceType
                let primitiveAsObservable: Observable<Int> = one.asObservable()
                let primitiveObservedOn: Single<Int> = one.observe(on: scheduler)
                let primitiveSubscribedOn: Maybe<Int> = Maybe.just(1).subscribe(on: scheduler)
                let primitiveCaught: Single<Int> = one.catch { _ in Single.just(0) }
                let primitiveRetried: Single<Int> = one.retry(2)
                let primitiveRetriedWhenTyped: Single<Int> = one.retry(when: { (errors: Observable<Failure>) in errors })
                let primitiveRetriedWhen: Completable = Completable.empty().retry(when: { (errors: Observable<Error>) in errors })
                let primitiveDelayed: Single<Int> = one.delay(.seconds(1), scheduler: scheduler)
                let primitiveDelayedSubscription: Single<Int> = one.delaySubscription(.seconds(1), scheduler: scheduler)
                let primitiveDebugged: Single<Int> = one.debug("one", trimOutput: false, file: "main.swift", line: 1, function: "main")
                let primitiveTimedOut: Single<Int> = one.timeout(.seconds(1), scheduler: scheduler)
                let primitiveTimedOutToOther: Single<Int> = one.timeout(.seconds(1), other: Single.just(0), scheduler: scheduler)
                let primitiveDeferred: Single<Int> = Single.deferred { Single.just(1) }
                let primitiveUsing: Single<Int> = Single.using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in Single.just(1) })
                let singleTimer: Single<Int> = Single<Int>.timer(.seconds(1), scheduler: scheduler)
                let maybeTimer: Maybe<Int> = Maybe<Int>.timer(.seconds(1), scheduler: scheduler)
                let primitive: PrimitiveSequence<SingleTrait, Int> = one.primitiveSequence
                func anyPrimitive<Sequence: PrimitiveSequenceType>(_ source: Sequence) -> Observable<Sequence.Element> { source.primitiveSequence.asObservable() }

                // PrimitiveSequence (deprecated): observeOn(_:), subscribeOn(_:), catchError(_:), retryWhen(_:) (untyped
                // and typed Error)
                @available(*, deprecated)
                func rxSwift5PrimitiveSequence() {
                    _ = one.observeOn(scheduler)
                    _ = one.subscribeOn(scheduler)
                    _ = one.catchError { _ in Single.just(0) }
                    _ = one.retryWhen { (errors: Observable<Error>) in errors }
                    _ = one.retryWhen { (errors: Observable<Failure>) in errors }
                }
                """)
    }

    func testMaybeAndCompletable() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            RxSwiftSurfaceTests.prelude + """
                let maybe: Maybe<Int> = Maybe.just(1)
                let done: Completable = Completable.empty()

                // Maybe: Maybe<E> / MaybeEvent / MaybeTrait, create(subscribe:), just(_:) / just(_:scheduler:) / error /
                // never / empty, subscribe(_:) / subscribe(onSuccess:onError:onCompleted:onDisposed:) / subscribe(with:...),
                // do(onNext:...), map / filter / compactMap / flatMap, ifEmpty(default:) -> Single /
                // ifEmpty(switchTo: Maybe|Single), catchAndReturn, Maybe.zip 2…8, observable.asMaybe()
                let maybeEvent: MaybeEvent<Int> = .completed
                let maybeTrait: PrimitiveSequence<MaybeTrait, Int> = maybe
                let maybeCreated: Maybe<Int> = Maybe.create { observer in observer(.success(1)); return Disposables.create() }
                let maybeJustOn: Maybe<Int> = Maybe.just(1, scheduler: scheduler)
                let maybeError: Maybe<Int> = Maybe.error(Failure())
                let maybeNever: Maybe<Int> = Maybe.never()
                let maybeEmpty: Maybe<Int> = Maybe.empty()
                let maybeToEvents: Disposable = maybe.subscribe { (event: MaybeEvent<Int>) in print(event) }
                let maybeToHandlers: Disposable = maybe.subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
                let maybeToOwner: Disposable = maybe.subscribe(with: owner, onSuccess: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
                let maybeSideEffects: Maybe<Int> = maybe.do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
                let maybeMapped: Maybe<String> = maybe.map { String($0) }
                let maybeFiltered: Maybe<Int> = maybe.filter { $0 > 0 }
                let maybeCompacted: Maybe<Int> = maybe.compactMap { $0 > 0 ? $0 : nil }
                let maybeFlattened: Maybe<Int> = maybe.flatMap { Maybe.just($0) }
                let maybeOrDefault: Single<Int> = maybe.ifEmpty(default: 0)
                let maybeOrMaybe: Maybe<Int> = maybe.ifEmpty(switchTo: Maybe.just(0))
                let maybeOrSingle: Single<Int> = maybe.ifEmpty(switchTo: Single.just(0))
                let maybeCaught: Maybe<Int> = maybe.catchAndReturn(0)
                let maybeZipped2: Maybe<(Int, Int)> = Maybe.zip(maybe, maybe)
                let maybeZipped3: Maybe<(Int, Int, Int)> = Maybe.zip(maybe, maybe, maybe)
                let maybeZipped4: Maybe<(Int, Int, Int, Int)> = Maybe.zip(maybe, maybe, maybe, maybe)
                let maybeZipped5: Maybe<(Int, Int, Int, Int, Int)> = Maybe.zip(maybe, maybe, maybe, maybe, maybe)
                let maybeZipped6: Maybe<(Int, Int, Int, Int, Int, Int)> = Maybe.zip(maybe, maybe, maybe, maybe, maybe, maybe)
                let maybeZipped7: Maybe<(Int, Int, Int, Int, Int, Int, Int)> = Maybe.zip(maybe, maybe, maybe, maybe, maybe, maybe, maybe)
                let maybeZipped8: Maybe<(Int, Int, Int, Int, Int, Int, Int, Int)> = Maybe.zip(maybe, maybe, maybe, maybe, maybe, maybe, maybe, maybe)
                let maybeZippedBy2: Maybe<Int> = Maybe.zip(maybe, maybe) { $0 + $1 }
                let maybeZippedBy3: Maybe<Int> = Maybe.zip(maybe, maybe, maybe) { a, _, _ in a }
                let maybeZippedBy4: Maybe<Int> = Maybe.zip(maybe, maybe, maybe, maybe) { a, _, _, _ in a }
                let maybeZippedBy5: Maybe<Int> = Maybe.zip(maybe, maybe, maybe, maybe, maybe) { a, _, _, _, _ in a }
                let maybeZippedBy6: Maybe<Int> = Maybe.zip(maybe, maybe, maybe, maybe, maybe, maybe) { a, _, _, _, _, _ in a }
                let maybeZippedBy7: Maybe<Int> = Maybe.zip(maybe, maybe, maybe, maybe, maybe, maybe, maybe) { a, _, _, _, _, _, _ in a }
                let maybeZippedBy8: Maybe<Int> = Maybe.zip(maybe, maybe, maybe, maybe, maybe, maybe, maybe, maybe) { a, _, _, _, _, _, _, _ in a }
                let asMaybe: Maybe<Int> = numbers.asMaybe()

                // Maybe (deprecated): catchErrorJustReturn(_:)
                @available(*, deprecated)
                func rxSwift5Maybe() {
                    _ = maybe.catchErrorJustReturn(0)
                }

                // Completable: Completable / CompletableEvent / CompletableTrait, create(subscribe:), empty() / error(_:) /
                // never(), subscribe(_:) / subscribe(onCompleted:onError:onDisposed:) / subscribe(with:...),
                // do(onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:),
                // concat(_:) / Completable.concat(...) (3 overloads), Completable.zip(...) (3 overloads),
                // andThen(_: Single|Maybe|Completable|Observable), observable.asCompletable() (Element == Never)
                let completableEvent: CompletableEvent = .completed
                let completableTrait: PrimitiveSequence<CompletableTrait, Never> = done
                let completableCreated: Completable = Completable.create { observer in observer(.completed); return Disposables.create() }
                let completableError: Completable = Completable.error(Failure())
                let completableNever: Completable = Completable.never()
                let completableToEvents: Disposable = done.subscribe { (event: CompletableEvent) in print(event) }
                let completableToHandlers: Disposable = done.subscribe(onCompleted: {}, onError: { _ in }, onDisposed: {})
                let completableToOwner: Disposable = done.subscribe(with: owner, onCompleted: { _ in }, onError: { _, _ in }, onDisposed: { _ in })
                let completableSideEffects: Completable = done.do(onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
                let completableConcat: Completable = done.concat(done)
                let completableConcatSequence: Completable = Completable.concat(AnySequence([done, done]))
                let completableConcatCollection: Completable = Completable.concat([done, done])
                let completableConcatVariadic: Completable = Completable.concat(done, done)
                let completableZipCollection: Completable = Completable.zip(ContiguousArray([done, done]))
                let completableZipArray: Completable = Completable.zip([done, done])
                let completableZipVariadic: Completable = Completable.zip(done, done)
                let thenSingle: Single<Int> = done.andThen(Single.just(1))
                let thenMaybe: Maybe<Int> = done.andThen(Maybe.just(1))
                let thenCompletable: Completable = done.andThen(done)
                let thenObservable: Observable<Int> = done.andThen(numbers)
                let asCompletable: Completable = numbers.ignoreElements().asCompletable()
                """)
    }

    func testInfallible() throws {
        try Typecheck.assertOnlyRejectedLinesFail(
            RxSwiftSurfaceTests.prelude + """
                let steady: Infallible<Int> = Infallible.just(1)

                // Infallible: Infallible<E> (InfallibleType), just(_:) / empty() / never(),
                // subscribe(onNext:onCompleted:onDisposed:) / subscribe(with:onNext:onCompleted:onDisposed:),
                // subscribe(_ on:) + InfallibleEvent, create(subscribe:), just(_:scheduler:) / of / from(array) /
                // from(sequence) / deferred, asObservable()
                func anyInfallible<Source: InfallibleType>(_ source: Source) -> Observable<Source.Element> { source.asObservable() }
                let infallibleEmpty: Infallible<Int> = Infallible.empty()
                let infallibleNever: Infallible<Int> = Infallible.never()
                let infallibleToHandlers: Disposable = steady.subscribe(onNext: { _ in }, onCompleted: {}, onDisposed: {})
                let infallibleToOwner: Disposable = steady.subscribe(with: owner, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
                let infallibleToEvents: Disposable = steady.subscribe { (event: InfallibleEvent<Int>) in print(event) }
                let infallibleEventAsEvent: Event<Int> = InfallibleEvent<Int>.next(1).event
                let infallibleCreated: Infallible<Int> = Infallible.create { observer in observer(.next(1)); observer(.completed); return Disposables.create() }
                let infallibleJustOn: Infallible<Int> = Infallible.just(1, scheduler: scheduler)
                let infallibleOf: Infallible<Int> = Infallible.of(1, 2, scheduler: scheduler)
                let infallibleFromArray: Infallible<Int> = Infallible.from([1, 2], scheduler: scheduler)
                let infallibleFromSequence: Infallible<Int> = Infallible.from(1...2, scheduler: scheduler)
                let infallibleDeferred: Infallible<Int> = Infallible.deferred { Infallible.just(1) }
                let infallibleAsObservable: Observable<Int> = steady.asObservable()

                // Infallible operators: map / filter / compactMap, flatMap / flatMapLatest / flatMapFirst / concatMap,
                // distinctUntilChanged (5 overloads), debounce / throttle, scan(_:accumulator:) / scan(into:accumulator:),
                // startWith / take(_:) / take(for:) / take(until:) x3 / take(while:) / skip(while:) / skip(until:),
                // share(replay:scope:) / withUnretained x2 / withLatestFrom x2 / do(...) / debug(...),
                // concat / merge (static and instance)
                let infallibleMapped: Infallible<String> = steady.map { String($0) }
                let infallibleFiltered: Infallible<Int> = steady.filter { $0 > 0 }
                let infallibleCompacted: Infallible<Int> = steady.compactMap { $0 > 0 ? $0 : nil }
                let infallibleFlattened: Infallible<Int> = steady.flatMap { Infallible.just($0) }
                let infallibleLatest: Infallible<Int> = steady.flatMapLatest { Infallible.just($0) }
                let infallibleFirst: Infallible<Int> = steady.flatMapFirst { Infallible.just($0) }
                let infallibleConcatMapped: Infallible<Int> = steady.concatMap { Infallible.just($0) }
                let infallibleDistinct: Infallible<Int> = steady.distinctUntilChanged()
                let infallibleDistinctByKey: Infallible<Int> = steady.distinctUntilChanged { $0 % 2 }
                let infallibleDistinctByComparer: Infallible<Int> = steady.distinctUntilChanged { $0 == $1 }
                let infallibleDistinctByKeyAndComparer: Infallible<Int> = steady.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
                let infallibleDistinctAt: Infallible<String> = Infallible.just("a").distinctUntilChanged(at: \\.count)
                let infallibleDebounced: Infallible<Int> = steady.debounce(.milliseconds(300), scheduler: scheduler)
                let infallibleThrottled: Infallible<Int> = steady.throttle(.milliseconds(300), latest: true, scheduler: scheduler)
                let infallibleScanned: Infallible<Int> = steady.scan(0) { $0 + $1 }
                let infallibleScannedInto: Infallible<[Int]> = steady.scan(into: []) { $0.append($1) }
                let infallibleStarted: Infallible<Int> = steady.startWith(0)
                let infallibleTaken: Infallible<Int> = steady.take(2)
                let infallibleTakenFor: Infallible<Int> = steady.take(for: .seconds(1), scheduler: scheduler)
                let infallibleTakenUntilInfallible: Infallible<Int> = steady.take(until: Infallible<Int>.never())
                let infallibleTakenUntilObservable: Infallible<Int> = steady.take(until: silent)
                let infallibleTakenUntilPredicate: Infallible<Int> = steady.take(until: { $0 > 2 }, behavior: .inclusive)
                let infallibleTakenWhile: Infallible<Int> = steady.take(while: { $0 < 3 }, behavior: .exclusive)
                let infallibleSkippedWhile: Infallible<Int> = steady.skip(while: { $0 < 2 })
                let infallibleSkippedUntil: Infallible<Int> = steady.skip(until: silent)
                let infallibleShared: Infallible<Int> = steady.share(replay: 1, scope: .forever)
                let infallibleUnretained: Infallible<(Owner, Int)> = steady.withUnretained(owner)
                let infallibleUnretainedBy: Infallible<Int> = steady.withUnretained(owner, resultSelector: { _, value in value })
                let infallibleLatestFrom: Infallible<Int> = steady.withLatestFrom(Infallible.just(9))
                let infallibleLatestFromBy: Infallible<Int> = steady.withLatestFrom(Infallible.just(9)) { $0 + $1 }
                let infallibleSideEffects: Infallible<Int> = steady.do(onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
                let infallibleDebugged: Infallible<Int> = steady.debug("steady", trimOutput: false)
                let infallibleConcatWith: Infallible<Int> = steady.concat(Infallible.just(2))
                let infallibleConcatSequence: Infallible<Int> = Infallible.concat(AnySequence([steady, steady]))
                let infallibleConcatCollection: Infallible<Int> = Infallible.concat([steady, steady])
                let infallibleConcatVariadic: Infallible<Int> = Infallible.concat(steady, steady)
                let infallibleMergedCollection: Infallible<Int> = Infallible.merge(ContiguousArray([steady, steady]))
                let infallibleMergedArray: Infallible<Int> = Infallible.merge([steady, steady])
                let infallibleMergedVariadic: Infallible<Int> = Infallible.merge(steady, steady)

                // Infallible.combineLatest / zip (arity 2…8 and collection)
                let s = steady
                let infallibleCombined2: Infallible<(Int, Int)> = Infallible.combineLatest(s, s)
                let infallibleCombined3: Infallible<(Int, Int, Int)> = Infallible.combineLatest(s, s, s)
                let infallibleCombined4: Infallible<(Int, Int, Int, Int)> = Infallible.combineLatest(s, s, s, s)
                let infallibleCombined5: Infallible<(Int, Int, Int, Int, Int)> = Infallible.combineLatest(s, s, s, s, s)
                let infallibleCombined6: Infallible<(Int, Int, Int, Int, Int, Int)> = Infallible.combineLatest(s, s, s, s, s, s)
                let infallibleCombined7: Infallible<(Int, Int, Int, Int, Int, Int, Int)> = Infallible.combineLatest(s, s, s, s, s, s, s)
                let infallibleCombined8: Infallible<(Int, Int, Int, Int, Int, Int, Int, Int)> = Infallible.combineLatest(s, s, s, s, s, s, s, s)
                let infallibleCombinedBy2: Infallible<Int> = Infallible.combineLatest(s, s) { $0 + $1 }
                let infallibleCombinedBy3: Infallible<Int> = Infallible.combineLatest(s, s, s) { $0 + $1 + $2 }
                let infallibleCombinedBy4: Infallible<Int> = Infallible.combineLatest(s, s, s, s) { a, _, _, _ in a }
                let infallibleCombinedBy5: Infallible<Int> = Infallible.combineLatest(s, s, s, s, s) { a, _, _, _, _ in a }
                let infallibleCombinedBy6: Infallible<Int> = Infallible.combineLatest(s, s, s, s, s, s) { a, _, _, _, _, _ in a }
                let infallibleCombinedBy7: Infallible<Int> = Infallible.combineLatest(s, s, s, s, s, s, s) { a, _, _, _, _, _, _ in a }
                let infallibleCombinedBy8: Infallible<Int> = Infallible.combineLatest(s, s, s, s, s, s, s, s) { a, _, _, _, _, _, _, _ in a }
                let infallibleCombinedCollection: Infallible<[Int]> = Infallible.combineLatest([s, s])
                let infallibleCombinedCollectionBy: Infallible<Int> = Infallible.combineLatest([s, s]) { $0.reduce(0, +) }
                let infallibleZippedBy2: Infallible<Int> = Infallible.zip(s, s) { $0 + $1 }
                let infallibleZippedBy3: Infallible<Int> = Infallible.zip(s, s, s) { $0 + $1 + $2 }
                let infallibleZippedBy4: Infallible<Int> = Infallible.zip(s, s, s, s) { a, _, _, _ in a }
                let infallibleZippedBy5: Infallible<Int> = Infallible.zip(s, s, s, s, s) { a, _, _, _, _ in a }
                let infallibleZippedBy6: Infallible<Int> = Infallible.zip(s, s, s, s, s, s) { a, _, _, _, _, _ in a }
                let infallibleZippedBy7: Infallible<Int> = Infallible.zip(s, s, s, s, s, s, s) { a, _, _, _, _, _, _ in a }
                let infallibleZippedBy8: Infallible<Int> = Infallible.zip(s, s, s, s, s, s, s, s) { a, _, _, _, _, _, _, _ in a }

                // Infallible, deliberately different (ios-vs-sandbox, "RxSwift's own API"): RxSwift lets these closures
                // throw, which would make an Infallible fail; the sandbox's can't. A learner's non-throwing closure
                // compiles the same (above); a throwing one is rejected: deferred, do, distinctUntilChanged (key,
                // comparer, key and comparer), take(until: predicate), take(while:), skip(while:), withLatestFrom's,
                // combineLatest's and zip's resultSelector
                let throwingDeferred = Infallible.deferred { () throws -> Infallible<Int> in steady }  // rejected: an Infallible's closures can't throw
                let throwingDo = steady.do(onNext: { (value: Int) throws in print(value) })  // rejected: an Infallible's closures can't throw
                let throwingKey = steady.distinctUntilChanged { (value: Int) throws -> Int in value % 2 }  // rejected: an Infallible's closures can't throw
                let throwingComparer = steady.distinctUntilChanged { (a: Int, b: Int) throws -> Bool in a == b }  // rejected: an Infallible's closures can't throw
                let throwingKeyAndComparer = steady.distinctUntilChanged({ (value: Int) throws -> Int in value }, comparer: { $0 == $1 })  // rejected: an Infallible's closures can't throw
                let throwingUntil = steady.take(until: { (value: Int) throws -> Bool in value > 2 }, behavior: .inclusive)  // rejected: an Infallible's closures can't throw
                let throwingWhile = steady.take(while: { (value: Int) throws -> Bool in value < 3 })  // rejected: an Infallible's closures can't throw
                let throwingSkipWhile = steady.skip(while: { (value: Int) throws -> Bool in value < 2 })  // rejected: an Infallible's closures can't throw
                let throwingLatestFrom = steady.withLatestFrom(s) { (a: Int, b: Int) throws -> Int in a + b }  // rejected: an Infallible's closures can't throw
                let throwingCombined = Infallible.combineLatest(s, s) { (a: Int, b: Int) throws -> Int in a + b }  // rejected: an Infallible's closures can't throw
                let throwingCombinedCollection = Infallible.combineLatest([s, s]) { (values: [Int]) throws -> Int in values.count }  // rejected: an Infallible's closures can't throw
                let throwingZipped = Infallible.zip(s, s) { (a: Int, b: Int) throws -> Int in a + b }  // rejected: an Infallible's closures can't throw
                """)
    }

    /// The traits' RxSwift 5 spellings (compiled without a warning above, from a deprecated function) do
    /// warn in a learner's ordinary code, naming the RxSwift 6 spelling, as `DeprecatedSpellingsTests`
    /// checks for `Observable`'s.
    func testTheTraitsOldSpellingsWarnNamingTheNewOnes() throws {
        let renames: [(call: String, warning: String)] = [
            ("one.observeOn(scheduler)", "'observeOn' is deprecated: renamed to 'observe(on:)'"),
            ("one.subscribeOn(scheduler)", "'subscribeOn' is deprecated: renamed to 'subscribe(on:)'"),
            ("one.catchError { _ in Single.just(0) }", "'catchError' is deprecated: renamed to 'catch(_:)'"),
            (
                "one.retryWhen { (errors: Observable<Error>) in errors }",
                "'retryWhen' is deprecated: renamed to 'retry(when:)'"
            ),
            (
                "one.subscribe(onSuccess: { _ in }, onError: { _ in }, onDisposed: {})",
                "'subscribe(onSuccess:onError:onDisposed:)' is deprecated: renamed to "
                    + "'subscribe(onSuccess:onFailure:onDisposed:)'"
            ),
            (
                "one.catchErrorJustReturn(0)",
                "'catchErrorJustReturn' is deprecated: renamed to 'catchAndReturn(_:)'"
            ),
            (
                "Maybe.just(1).catchErrorJustReturn(0)",
                "'catchErrorJustReturn' is deprecated: renamed to 'catchAndReturn(_:)'"
            ),
        ]
        let lines = renames.enumerated().map { "let old\($0.offset) = \($0.element.call)" }
        let result = try Typecheck.run(
            RxSwiftSurfaceTests.prelude + "let one = Single.just(1)\n" + lines.joined(separator: "\n"))
        XCTAssertEqual(result.status, 0, result.diagnostics)
        for rename in renames {
            XCTAssertTrue(
                result.diagnostics.contains(rename.warning), "\(rename.call) should warn: \(rename.warning)")
        }
        XCTAssertEqual(result.warnings.count, renames.count, result.diagnostics)
    }
}
