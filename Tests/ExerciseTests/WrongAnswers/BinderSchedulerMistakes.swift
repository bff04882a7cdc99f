import ExerciseBook
import RxSandbox

/// `binder-scheduler`, ignoring the store's queue: the Binder is made with its default scheduler, so
/// each draft is set the moment it arrives, on the main scheduler.
enum DraftIgnoringTheQueue: BinderSchedulerAnswer {
    static func draft(of store: DraftStore) -> Binder<String> {
        Binder(store) { store, text in
            store.text = text
        }
    }
}
