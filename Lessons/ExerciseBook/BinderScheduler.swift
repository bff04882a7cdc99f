import ExerciseKit
import LessonKit
import RxSandbox

/// The draft of a message being written, kept as the user types. It is not thread-safe: every change
/// must happen on `queue`, the serial queue it was made with (in an app, a
/// `SerialDispatchQueueScheduler`). A `SimulatedObject`, so that a scenario can draw its `text`.
package final class DraftStore: SimulatedObject {
    /// The queue every change must run on.
    package let queue: ImmediateSchedulerType
    /// The draft kept so far.
    package var text = "" {
        didSet { recordChange("text", from: oldValue, to: text) }
    }

    package init(queue: ImmediateSchedulerType) {
        self.queue = queue
    }
}

/// A draft store's queue in the scenarios: it runs each piece of work `delay` later on the scene's
/// clock, as a serial queue still busy with earlier work would (`.milliseconds(0)`: an idle queue,
/// which gets to it at the same tick).
struct StoreQueue: ImmediateSchedulerType {
    let clock: TestScheduler
    let delay: RxTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        clock.scheduleRelative(state, dueTime: delay, action: action)
    }
}

/// What the `binder-scheduler` exercise calls: the learner's `rx.draft` of a draft store.
package protocol BinderSchedulerAnswer {
    static func draft(of store: DraftStore) -> Binder<String>
}

extension Exercise {
    /// A Binder that sets its target on the target's own scheduler, not the main one.
    package static func binderScheduler<Answer: BinderSchedulerAnswer>(_: Answer.Type) -> Exercise {
        /// `drafts` ("H" at tick 10, "Hi" at 30) bound to the `rx.draft` of a store, shown as `store`,
        /// whose queue runs work `queueDelay` ticks late.
        func bindDrafts(on stage: Stage, queueDelay: Int) throws {
            let drafts = try stage.scheduler.createHotObservable("-a-b", values: ["a": "H", "b": "Hi"])
            stage.record(drafts, as: "drafts")
            let queue = StoreQueue(clock: stage.scheduler, delay: .milliseconds(queueDelay))
            let store = stage.show(DraftStore(queue: queue), as: "store", properties: ["text"])
            drafts.bind(to: Answer.draft(of: store)).disposed(by: stage.disposeBag)
        }
        let draftsScenario = ExerciseScenario(
            "drafts",
            summary: Localized(
                ko: "`drafts`가 10틱에 \"H\", 30틱에 \"Hi\"를 방출하고, 저장소의 `rx.draft`에 바인딩되어 있습니다. "
                    + "저장소의 큐는 한가해서 작업을 받은 그 틱에 실행합니다.",
                en:
                    "`drafts` emits \"H\" at tick 10 and \"Hi\" at tick 30, bound to the store's `rx.draft`. "
                    + "The store's queue is idle: it runs work at the tick it gets it."),
            expect: [.init("store.text", "-a-b", values: ["a": "H", "b": "Hi"])]
        ) { stage in
            try bindDrafts(on: stage, queueDelay: 0)
        }
        let busyQueue = ExerciseScenario(
            "busy-queue",
            summary: Localized(
                ko: "같은 바인딩이지만 저장소의 큐가 바빠서, 작업을 받고 10틱 뒤에야 실행합니다. 10틱과 30틱에 온 초안은 "
                    + "20틱과 40틱에 저장되어야 합니다.",
                en:
                    "The same binding, but the store's queue is busy: it runs each piece of work 10 ticks "
                    + "after it gets it. The drafts of ticks 10 and 30 must be kept at 20 and 40."),
            expect: [.init("store.text", "--a-b", values: ["a": "H", "b": "Hi"])]
        ) { stage in
            try bindDrafts(on: stage, queueDelay: 10)
        }
        let storeReleased = ExerciseScenario(
            "store-released",
            summary: Localized(
                ko: "큐가 작업을 20틱 뒤에 실행합니다. 10틱에 온 초안이 아직 큐에서 기다리는 동안, 화면이 20틱에 "
                    + "저장소를 놓습니다. 바인딩은 장면이 끝날 때까지 살아 있습니다. 저장소는 20틱에 해제되어야 합니다. "
                    + "30틱에 큐가 작업을 실행할 때는 쓸 저장소가 없습니다.",
                en:
                    "The queue runs work 20 ticks late. While the draft of tick 10 still waits in it, the "
                    + "screen lets go of the store at tick 20; the binding lives on to the end of the scene. "
                    + "The store must be released at 20; when the queue runs the work at 30, there is no store to set."
            ),
            expect: [.init("store.rx.deallocated", "--(x|)", values: ["x": "()"])]
        ) { stage in
            let queue = StoreQueue(clock: stage.scheduler, delay: .milliseconds(20))
            let drafts = try stage.scheduler.createHotObservable("-a", values: ["a": "H"])
            stage.record(drafts, as: "drafts")
            var store: DraftStore? = DraftStore(queue: queue)
            stage.watch(store!, as: "store")
            stage.record(store!.rx.deallocated, as: "store.rx.deallocated")
            drafts.bind(to: Answer.draft(of: store!)).disposed(by: stage.disposeBag)
            stage.letGo(of: "store", at: 20) { store = nil }
        }
        return Exercise(
            id: "binder-scheduler",
            title: Localized(ko: "자기 큐에서 값을 쓰는 Binder", en: "A Binder that sets on its target's queue"),
            lesson: "custom-binder",
            fileName: "BinderScheduler.swift",
            visible: draftsScenario,
            hidden: [busyQueue, storeReleased],
            hints: [
                Localized(
                    ko: "Binder는 클로저를 스케줄러를 통해 실행합니다. 따로 넘기지 않으면 `MainScheduler()`입니다.",
                    en:
                        "A Binder runs its closure through a scheduler: `MainScheduler()`, unless you pass another."
                ),
                Localized(
                    ko: "저장소는 자기 큐를 `queue`로 가지고 있습니다. `Binder`의 `scheduler:` 매개변수에 그 큐를 넘기세요. "
                        + "클로저 안에서는 클로저가 넘겨주는 저장소만 쓰세요.",
                    en:
                        "The store carries its queue, `queue`: pass it as the Binder's `scheduler:`. Inside the "
                        + "closure, use only the store it hands you."),
                Localized(
                    ko:
                        "모양은 이렇습니다: `Binder(base, scheduler: base.queue) { store, text in store.text = text }`",
                    en:
                        "The shape: `Binder(base, scheduler: base.queue) { store, text in store.text = text }`"
                ),
            ],
            mistakes: [
                KnownMistake(
                    "ignores-the-queue", caughtBy: busyQueue,
                    when: .emits(on: "store.text", at: [10, 30]),
                    hint: Localized(
                        ko: "저장소의 텍스트가 큐가 작업을 실행할 때(초안이 도착하고 10틱 뒤) 쓰이지 않았습니다. Binder는 다른 "
                            + "스케줄러를 받지 않으면 메인 스케줄러에서 클로저를 실행하므로, 초안이 도착하자마자 저장됩니다. 저장소의 "
                            + "큐 `base.queue`를 `Binder`의 `scheduler:` 매개변수로 넘기세요.",
                        en:
                            "The store's text was not set when its queue ran the work, 10 ticks after each draft: "
                            + "a Binder runs its closure on the main scheduler unless it is given another, so a "
                            + "draft is kept the moment it arrives. Pass the store's queue, `base.queue`, as the "
                            + "Binder's `scheduler:`.")),
                KnownMistake(
                    "holds-the-store", caughtBy: storeReleased,
                    when: .keepsAlive("store"),
                    hint: Localized(
                        ko: "화면이 저장소를 놓았는데도 저장소가 해제되지 않았습니다: 바인딩이 저장소를 붙잡고 있습니다. Binder의 "
                            + "클로저 안에서 `base`나 `self.base`가 아니라 클로저가 넘겨주는 저장소를 쓰세요. 큐에 직접 "
                            + "넘기는 클로저가 저장소를 캡처해도 마찬가지입니다. 큐를 `Binder`의 `scheduler:`로 넘기면 그런 "
                            + "클로저가 필요 없고, 큐가 늦게 실행하는 작업도 저장소가 아직 있는지 확인합니다.",
                        en:
                            "The store was not released when the screen let go of it: the binding holds it. Inside "
                            + "the Binder's closure, use the store it hands you, not `base` or `self.base`; a closure "
                            + "you hand the queue yourself that captures the store holds it too. Given the queue as "
                            + "its `scheduler:`, the Binder needs no such closure, and the work the queue runs late "
                            + "checks that the store is still there.")),
            ])
    }
}
