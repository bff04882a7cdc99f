import RxSandbox

// @code view-model
/// The sign-in screen's logic, in the Input/Output style: the screen hands its streams in, and drives
/// its controls with what comes out.
class SignInViewModel {
    struct Input {
        let email: Observable<String>
        let password: Observable<String>
        let signInTap: Observable<Void>
    }

    struct Output {
        let isSignInEnabled: Driver<Bool>
        let greeting: Driver<String>
    }

    func transform(input: Input) -> Output {
        let isValid = Observable.combineLatest(input.email, input.password) { email, password in
            email.contains("@") && password.count >= 6
        }
        let greeting = input.signInTap
            .withLatestFrom(input.email)
            .map { email in "Hello, \(email)" }
        return Output(
            isSignInEnabled: isValid.distinctUntilChanged().asDriver(onErrorJustReturn: false),
            greeting: greeting.asDriver(onErrorJustReturn: ""))
    }
}
// @end

// @code forgetful-view-model
/// The same view model with a bug: it forgot `distinctUntilChanged()`.
final class ForgetfulSignInViewModel: SignInViewModel {
    override func transform(input: Input) -> Output {
        let isValid = Observable.combineLatest(input.email, input.password) { email, password in
            email.contains("@") && password.count >= 6
        }
        let greeting = input.signInTap
            .withLatestFrom(input.email)
            .map { email in "Hello, \(email)" }
        return Output(
            isSignInEnabled: isValid.asDriver(onErrorJustReturn: false),
            greeting: greeting.asDriver(onErrorJustReturn: ""))
    }
}
// @end
