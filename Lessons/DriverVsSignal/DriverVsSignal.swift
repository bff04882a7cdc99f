import LessonKit
import RxSandbox

/// Scaffolding: what a tap on the save button does, counted. `save()` is the app's work, `log()` an
/// analytics call; each accepts its running count into a relay the scene records.
private final class SaveScreen {
    let saveRequests = BehaviorRelay<Int>(value: 0)
    let analyticsLog = BehaviorRelay<Int>(value: 0)

    func save() {
        print("POST /save")
        saveRequests.accept(saveRequests.value + 1)
    }

    func log() {
        print(Localized(ko: "분석 이벤트: 저장 버튼 탭", en: "analytics: save button tapped"))
        analyticsLog.accept(analyticsLog.value + 1)
    }
}

/// The script of the tap scenes: the user taps save at ticks 10 and 40; at tick 30 a second part
/// of the app subscribes to the same taps (`late`).
private func tapScript(_ stage: Stage, _ saveButton: UIButton, late: @escaping () -> Void) {
    stage.user(at: 10, Localized(ko: "저장 탭", en: "tap save")) { saveButton.simulateTap() }
    stage.at(30, late)
    stage.user(at: 40, Localized(ko: "저장 탭", en: "tap save")) { saveButton.simulateTap() }
}

/// Scaffolding: a screen that shows a user's name and status. It owns its dispose bag, as a view
/// controller does, and says when it is released.
private final class ProfileViewController {
    let nameLabel = UILabel()
    let statusLabel = UILabel()
    let disposeBag = DisposeBag()

    func bind(names: Observable<String>, status: Driver<String>) {
        // @code bind-with
        names
            .bind(with: self) { owner, name in
                owner.nameLabel.text = name
            }
            .disposed(by: disposeBag)

        status
            .drive(with: self) { owner, status in
                owner.statusLabel.text = status
            }
            .disposed(by: disposeBag)
        // @end
    }

    /// The screen's title for a user's name.
    func title(for name: String) -> String {
        Localized(ko: "\(name)의 프로필", en: "\(name)'s profile")[Stage.current?.language ?? .en]
    }

    /// The same binding of `names`, written before `bind(with:)` existed.
    func bindTheOldWay(names: Observable<String>) {
        // @code weak-self
        names
            .subscribe(onNext: { [weak self] name in
                guard let self else { return }
                self.nameLabel.text = name
            })
            .disposed(by: disposeBag)
        // @end
    }

    deinit {
        print(Localized(ko: "ProfileViewController 해제됨", en: "ProfileViewController released"))
    }
}

/// `Driver` and `Signal`, `Infallible`, and the `with:` subscriptions that hold an object weakly.
let driverVsSignalLesson = Lesson(
    id: "driver-vs-signal",
    title: Localized(ko: "Driver와 Signal", en: "Driver and Signal"),
    summary: Localized(
        ko: "Driver는 최신 값을 리플레이하고 Signal은 리플레이하지 않습니다: 탭에는 Signal, 그리고 Infallible, "
            + "bind(with:), drive(with:), withUnretained",
        en:
            "A Driver replays its latest element, a Signal none: Signal for taps; and Infallible, bind(with:), "
            + "drive(with:), withUnretained"
    ),
    scenes: [
        Scene("replay") { stage in
            let subject = PublishSubject<String>()
            let source = stage.trace(subject, as: "source")
            let driverLabel = stage.show(UILabel(), as: "driverLabel", properties: ["text"])
            let lateDriverLabel = stage.show(UILabel(), as: "lateDriverLabel", properties: ["text"])
            let signalLabel = stage.show(UILabel(), as: "signalLabel", properties: ["text"])
            let lateSignalLabel = stage.show(UILabel(), as: "lateSignalLabel", properties: ["text"])
            let bag = stage.disposeBag
            // @code replay
            let driver = source.asDriver(onErrorJustReturn: "")
            let signal = source.asSignal(onErrorJustReturn: "")

            driver.drive(driverLabel.rx.text).disposed(by: bag)
            signal.emit(to: signalLabel.rx.text).disposed(by: bag)
            // @end
            stage.at(10) { subject.onNext("a") }
            stage.at(20) { subject.onNext("b") }
            stage.at(30) {
                // @code replay-late
                driver.drive(lateDriverLabel.rx.text).disposed(by: bag)
                signal.emit(to: lateSignalLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.at(40) { subject.onNext("c") }
            stage.expect("driverLabel.text", "-ab-c")
            stage.expect("lateDriverLabel.text", "---bc")
            stage.expect("signalLabel.text", "-ab-c")
            stage.expect("lateSignalLabel.text", "----c")
        },
        Scene("tap-as-driver") { stage in
            let screen = SaveScreen()
            let saveButton = stage.show(UIButton(), as: "saveButton", properties: [])
            stage.record(screen.saveRequests, as: "saveRequests")
            stage.record(screen.analyticsLog, as: "analyticsLog")
            let bag = stage.disposeBag
            // @code tap-as-driver
            let saveTaps = saveButton.rx.tap.asDriver()
            saveTaps
                .drive(onNext: { screen.save() })
                .disposed(by: bag)
            // @end
            tapScript(stage, saveButton) {
                // @code tap-as-driver-late
                saveTaps
                    .drive(onNext: { screen.log() })
                    .disposed(by: bag)
                // @end
            }
            stage.expect("saveRequests", "01--2")
            stage.expect("analyticsLog", "0--12")
        },
        Scene("tap-as-signal") { stage in
            let screen = SaveScreen()
            let saveButton = stage.show(UIButton(), as: "saveButton", properties: [])
            stage.record(screen.saveRequests, as: "saveRequests")
            stage.record(screen.analyticsLog, as: "analyticsLog")
            let bag = stage.disposeBag
            // @code tap-as-signal
            let saveTaps = saveButton.rx.tap.asSignal()
            saveTaps
                .emit(onNext: { screen.save() })
                .disposed(by: bag)
            // @end
            tapScript(stage, saveButton) {
                // @code tap-as-signal-late
                saveTaps
                    .emit(onNext: { screen.log() })
                    .disposed(by: bag)
                // @end
            }
            stage.expect("saveRequests", "01--2")
            stage.expect("analyticsLog", "0---1")
        },
        Scene("infallible") { stage in
            let api = WeatherAPI(stage: stage)
            let firstLabel = stage.show(UILabel(), as: "firstLabel", properties: ["text"])
            let secondLabel = stage.show(UILabel(), as: "secondLabel", properties: ["text"])
            stage.record(api.requestsSent, as: "requestsSent")
            stage.showNetwork()
            let bag = stage.disposeBag
            stage.at(10) {
                // @code infallible
                let weather = api.weather(for: "Seoul")
                    .asInfallible(onErrorJustReturn: "—")

                weather.bind(to: firstLabel.rx.text).disposed(by: bag)
                weather.bind(to: secondLabel.rx.text).disposed(by: bag)
                // @end
            }
            stage.at(30) {
                stage.network.isOffline = true
                print(Localized(ko: "네트워크 끊김", en: "the network goes down"))
            }
            stage.at(50) {
                let weather = api.weather(for: "Busan").asInfallible(onErrorJustReturn: "—")
                weather.bind(to: firstLabel.rx.text).disposed(by: bag)
            }
            stage.expect("firstLabel.text", "--a--e", values: ["a": "Seoul 21°", "e": "—"])
            stage.expect("secondLabel.text", "--a", values: ["a": "Seoul 21°"])
            stage.expect("requestsSent", "0(12)3")
        },
        Scene("weak-self") { stage in
            let names = PublishSubject<String>()
            var screen: ProfileViewController? = ProfileViewController()
            stage.show(screen!.nameLabel, as: "nameLabel", properties: ["text"])
            screen!.bindTheOldWay(names: stage.trace(names, as: "names"))
            stage.at(10) { names.onNext("Kim") }
            stage.user(at: 30, Localized(ko: "화면 닫기", en: "close the screen")) { screen = nil }
            stage.at(40) { names.onNext("Lee") }
            stage.expect("names", "-K", values: ["K": "Kim"])
            stage.expect("nameLabel.text", "-K", values: ["K": "Kim"])
        },
        Scene("bind-with") { stage in
            let offline = Localized(ko: "오프라인", en: "offline")[stage.language]
            let online = Localized(ko: "온라인", en: "online")[stage.language]
            let names = PublishSubject<String>()
            let status = BehaviorRelay<String>(value: offline)
            var screen: ProfileViewController? = ProfileViewController()
            stage.show(screen!.nameLabel, as: "nameLabel", properties: ["text"])
            stage.show(screen!.statusLabel, as: "statusLabel", properties: ["text"])
            screen!.bind(names: stage.trace(names, as: "names"), status: status.asDriver())
            stage.at(10) { names.onNext("Kim") }
            stage.at(20) { status.accept(online) }
            stage.user(at: 30, Localized(ko: "화면 닫기", en: "close the screen")) { screen = nil }
            stage.at(40) { names.onNext("Lee") }
            stage.expect("names", "-K", values: ["K": "Kim"])
            stage.expect("nameLabel.text", "-K", values: ["K": "Kim"])
            stage.expect("statusLabel.text", "o-n", values: ["o": offline, "n": online])
        },
        Scene("with-unretained") { stage in
            let names = PublishSubject<String>()
            stage.record(names, as: "names")
            var screen: ProfileViewController? = ProfileViewController()
            stage.show(screen!.nameLabel, as: "nameLabel", properties: ["text"])
            let bag = stage.disposeBag
            // @code with-unretained
            let titles =
                names
                .withUnretained(screen!)
                .map { owner, name in owner.title(for: name) }
            // @end
            stage.record(titles, as: "titles")
            // @code bind-with-long-lived
            names
                .bind(with: screen!) { owner, name in
                    owner.nameLabel.text = name
                }
                .disposed(by: bag)  // not the screen's bag: this one outlives it
            // @end
            stage.at(10) { names.onNext("Kim") }
            stage.user(at: 30, Localized(ko: "화면 닫기", en: "close the screen")) { screen = nil }
            stage.at(40) { names.onNext("Lee") }
            stage.expect("names", "-K--L", values: ["K": "Kim", "L": "Lee"])
            stage.expect(
                "titles", "-t--|",
                values: ["t": Localized(ko: "Kim의 프로필", en: "Kim's profile")[stage.language]])
            stage.expect("nameLabel.text", "-K", values: ["K": "Kim"])
        },
    ])
