import ExerciseBook
import RxSandbox

// Exercise `binder-scheduler`: the task is `swift run lessons exercise show binder-scheduler`;
// check your answer with `swift run lessons exercise check binder-scheduler`.

// `DraftStore` is given: `queue`, the scheduler every change of the store must run on, and `text`,
// the draft kept so far.

extension Reactive where Base: DraftStore {
    /// Keeps each draft in the store, on the store's own queue.
    var draft: Binder<String> {
        // The Binder runs its closure on the scheduler it is given; the default would be the main one.
        Binder(base, scheduler: base.queue) { store, text in
            store.text = text
        }
    }
}

// The check calls your code through this. Leave it as it is.
extension Answers: BinderSchedulerAnswer {
    static func draft(of store: DraftStore) -> Binder<String> { store.rx.draft }
}
