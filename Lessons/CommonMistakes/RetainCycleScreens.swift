import RxSandbox

/// The screens of the retain-cycle scene: the leaky one the post writes, and the fixed one.
enum RetainCycleCode {
    // @code leaky-screen
    class ProfileViewController: UIViewController {
        let refreshButton = UIButton()
        let nameLabel = UILabel()
        var disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            refreshButton.rx.tap
                .subscribe(onNext: { _ in
                    self.loadName()
                        .subscribe(onNext: { [weak self] name in
                            self?.nameLabel.text = name
                        })
                        .disposed(by: self.disposeBag)
                })
                .disposed(by: disposeBag)
        }

        func loadName() -> Observable<String> {
            .just("n")
        }
    }
    // @end

    // @code fixed-screen
    class FixedProfileViewController: UIViewController {
        let refreshButton = UIButton()
        let nameLabel = UILabel()
        let disposeBag = DisposeBag()

        override func viewDidLoad() {
            super.viewDidLoad()
            refreshButton.rx.tap
                .withUnretained(self)
                .flatMapLatest { owner, _ in owner.loadName() }
                .bind(with: self) { owner, name in
                    owner.nameLabel.text = name
                }
                .disposed(by: disposeBag)
        }

        func loadName() -> Observable<String> {
            .just("n")
        }
    }
    // @end
}
