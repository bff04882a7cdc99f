import Foundation
import RxCocoaSim
import RxCore
import RxTestSupport
import RxVirtualTime
import UIKitSim
import XCTest

final class UIDatePickerRxTests: RxTestCase {
    private let start = Date(timeIntervalSinceReferenceDate: 0)

    func testDateIsTheCurrentDateThenEachPickByTheUser() {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        picker.date = start
        picker.maximumDate = start.addingTimeInterval(60)
        scheduler.scheduleAt(210) { picker.simulateDatePick(self.start.addingTimeInterval(30)) }
        scheduler.scheduleAt(220) { picker.date = self.start }  // code: not reported
        scheduler.scheduleAt(230) { picker.simulateDatePick(self.start.addingTimeInterval(600)) }
        let observer = scheduler.start { picker.rx.date.map { $0.timeIntervalSinceReferenceDate } }
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 30), .next(230, 60)])
    }

    func testBindingToValueSetsTheDateWithoutReportingIt() {
        let picker = UIDatePicker()
        picker.date = start
        let dates = scheduler.createHotObservable([.next(210, start.addingTimeInterval(5))])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { dates.bind(to: picker.rx.value).disposed(by: bag) }
        let observer = scheduler.record(
            picker.rx.value.map { $0.timeIntervalSinceReferenceDate }, subscribed: 205, disposed: 1000)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(205, 0)])
        XCTAssertEqual(picker.date, start.addingTimeInterval(5))
    }

    func testCountDownDurationFollowsTheUsersPicks() {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        scheduler.scheduleAt(210) { picker.simulateCountDownPick(300) }
        let observer = scheduler.start { picker.rx.countDownDuration }
        XCTAssertEqual(observer.events, [.next(200, 0), .next(210, 300)])
    }

    func testDateCompletesWhenThePickerDies() {
        var picker: UIDatePicker? = UIDatePicker()
        picker?.date = start
        let date = picker!.rx.date
        scheduler.scheduleAt(300) { picker = nil }
        let observer = scheduler.start { date.map { $0.timeIntervalSinceReferenceDate } }
        XCTAssertEqual(observer.events, [.next(200, 0), .completed(300)])
    }
}
