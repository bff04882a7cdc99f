// swift-format-ignore-file: the code is kept exactly as the seed writes it (one typo fixed, marked).

// Seed 003's to-do app, as the seed writes it: the screen, then the four bindings of `setupBindings()`
// ("입력 바인딩", "테이블뷰 바인딩", "완료된 할 일 카운터"), put together in the one method they belong
// to. The seed leaves `setupUI()` empty ("생략", omitted) and asks for a `TaskCell` with a
// `disposeBag`; that scaffolding is marked. `rx.tapGesture()` comes from RxGesture, which the seed
// says it needs; the sandbox re-creates it (RxGestureSim).
import RxSandbox

struct Task {
    let title: String
    var isCompleted: Bool = false
    let createdAt = Date()
}

// Scaffolding: the cell the seed's table binding dequeues ("셀에 DisposeBag 속성 필요").
class TaskCell: UITableViewCell {
    var disposeBag = DisposeBag()

    override func prepareForReuse() {
        super.prepareForReuse()
        disposeBag = DisposeBag()
    }
}

class TodoViewController: UIViewController {
    let taskTextField = UITextField()
    let addButton = UIButton()
    let tableView = UITableView()
    let completedCountLabel = UILabel()

    // 데이터 소스
    let tasks = BehaviorRelay<[Task]>(value: [])

    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
        setupBindings()
    }

    private func setupUI() {
        // UI 컴포넌트 설정 코드 (생략)
        tableView.register(TaskCell.self, forCellReuseIdentifier: "TaskCell")  // Scaffolding.
    }

    private func setupBindings() {
        // 1. 텍스트 필드 값을 기반으로 버튼 활성화 상태 설정
        taskTextField.rx.text.orEmpty
            .map { !$0.isEmpty }
            .bind(to: addButton.rx.isEnabled)
            .disposed(by: disposeBag)

        // 2. 버튼 탭 이벤트 처리 - 할 일 추가
        addButton.rx.tap
            .withLatestFrom(taskTextField.rx.text.orEmpty)
            .filter { !$0.isEmpty }
            .subscribe(onNext: { [weak self] text in
                guard let self = self else { return }

                // 현재 할 일 목록에 새 할 일 추가
                var currentTasks = self.tasks.value
                let newTask = Task(title: text)
                currentTasks.append(newTask)

                // 업데이트된 목록 설정
                self.tasks.accept(currentTasks)

                // 텍스트 필드 비우기
                self.taskTextField.text = ""
            })
            .disposed(by: disposeBag)

        // 3. 테이블 뷰에 할 일 목록 바인딩
        tasks
            .bind(to: tableView.rx.items(cellIdentifier: "TaskCell", cellType: TaskCell.self)) {
                row, task, cell in
                cell.textLabel?.text = task.title

                // 완료 상태 표시
                cell.accessoryType = task.isCompleted ? .checkmark : .none

                // 셀 탭 이벤트 처리 - 할 일 완료 상태 토글
                cell.selectionStyle = .none

                // 셀 탭을 처리하기 위해 rx.tapGesture() 사용 (RxGesture 라이브러리 필요)
                cell.rx.tapGesture()
                    .when(.recognized)
                    .subscribe(onNext: { [weak self] _ in
                        guard let self = self else { return }

                        // 탭된 할 일의 완료 상태 토글
                        var updatedTasks = self.tasks.value
                        updatedTasks[row].isCompleted = !updatedTasks[row].isCompleted
                        self.tasks.accept(updatedTasks)
                    })
                    .disposed(by: cell.disposeBag)  // 셀에 DisposeBag 속성 필요
            }  // The seed writes `})` here: a typo (there is no `(` to close), which no compiler accepts.
            .disposed(by: disposeBag)

        // 4. 완료된 할 일 개수 표시 - Driver 패턴 사용
        tasks
            .map { tasks -> String in
                let completedCount = tasks.filter { $0.isCompleted }.count
                let totalCount = tasks.count
                return "완료: \(completedCount) / \(totalCount)"
            }
            .asDriver(onErrorJustReturn: "완료: 0 / 0")
            .drive(completedCountLabel.rx.text)
            .disposed(by: disposeBag)
    }
}
