/// Reads a marble diagram, character by character, into frames (see `MarbleDiagram` for the grammar).
///
/// It never traps: every way a text can be wrong ends in a `MarbleSyntaxError`.
struct MarbleParser {
    private let text: String
    private let characters: [Character]
    private let kind: MarbleDiagram.Kind

    init(text: String, kind: MarbleDiagram.Kind) {
        self.text = text
        characters = Array(text)
        self.kind = kind
    }

    /// The error at `index`: what was wrong and what to do, in English and in Korean.
    private func error(
        at index: Int, _ message: String, hint: String, korean: String, koreanHint: String
    ) -> MarbleSyntaxError {
        MarbleSyntaxError(
            column: index + 1, character: index < characters.count ? characters[index] : nil, diagram: text,
            message: message, hint: hint, koreanMessage: korean, koreanHint: koreanHint)
    }

    // MARK: Event diagrams

    /// The diagram, and the index in the text of each of its entries.
    func parseEvents() throws -> (diagram: MarbleDiagram, indices: [Int]) {
        var entries: [MarbleDiagram.Entry] = []
        var indices: [Int] = []
        var subscriptionFrame: Int?
        var terminal: Int?  // index of the terminal event, once seen
        try scan { token, frame, index in
            switch token {
            case .subscriptionPoint:
                guard kind == .hot else {
                    throw error(
                        at: index, "a cold diagram has no subscription point",
                        hint:
                            "remove the `^`, or parse the diagram as hot (`MarbleDiagram(parsing:kind: .hot)`)",
                        korean: "콜드 다이어그램에는 구독 시점이 없습니다",
                        koreanHint: "구독 시점(`^`)을 지우거나, 다이어그램을 핫으로 읽으면 됩니다"
                            + "(`MarbleDiagram(parsing:kind: .hot)`)"
                    )
                }
                guard subscriptionFrame == nil else {
                    throw error(
                        at: index, "a second subscription point", hint: "keep one `^` per diagram",
                        korean: "구독 시점(`^`)이 또 나옵니다", koreanHint: "다이어그램 하나에는 구독 시점(`^`)을 하나만 둡니다")
                }
                subscriptionFrame = frame
            case .unsubscriptionPoint:
                throw error(
                    at: index, "`!` (unsubscription) belongs in subscription diagrams",
                    hint: "remove the `!`, or parse the text as a subscription diagram",
                    korean: "`!`(구독 해제)는 구독 다이어그램에만 씁니다",
                    koreanHint: "구독 해제 시점(`!`)을 지우거나, 이 텍스트를 구독 다이어그램으로 읽으면 됩니다")
            case .event(let event):
                if let terminal {
                    throw error(
                        at: index, "an event after the terminal event at column \(terminal + 1)",
                        hint: "nothing follows `|` or `#`; move the event before it",
                        korean: "\(terminal + 1)열의 종료 이벤트 뒤에 이벤트가 있습니다",
                        koreanHint: "`|`나 `#` 뒤에는 아무것도 올 수 없습니다. 이벤트를 그 앞으로 옮기면 됩니다")
                }
                if !event.isNext { terminal = index }
                entries.append(MarbleDiagram.Entry(frame: frame, event: event))
                indices.append(index)
            }
        }
        let origin = subscriptionFrame ?? 0
        let diagram = MarbleDiagram(
            entries: entries.map { MarbleDiagram.Entry(frame: $0.frame - origin, event: $0.event) },
            hasSubscriptionPoint: subscriptionFrame != nil)
        return (diagram, indices)
    }

    // MARK: Subscription diagrams

    /// The subscription a subscription diagram draws (`^---!`, `(^!)`), or `nil` for one with neither.
    func parseSubscription() throws -> (subscribe: Int, unsubscribe: Int?)? {
        var subscribe: Int?
        var unsubscribe: Int?
        try scan { token, frame, index in
            switch token {
            case .subscriptionPoint:
                guard subscribe == nil else {
                    throw error(
                        at: index, "a second subscription point",
                        hint: "draw each subscription on its own line",
                        korean: "구독 시점(`^`)이 또 나옵니다", koreanHint: "구독마다 줄을 따로 그리면 됩니다")
                }
                subscribe = frame
            case .unsubscriptionPoint:
                guard subscribe != nil else {
                    throw error(
                        at: index, "an unsubscription before the subscription", hint: "put `^` before `!`",
                        korean: "구독보다 구독 해제가 먼저 나옵니다", koreanHint: "구독 시점(`^`)을 구독 해제 시점(`!`) 앞에 두면 됩니다")
                }
                guard unsubscribe == nil else {
                    throw error(
                        at: index, "a second unsubscription point", hint: "keep one `!` per line",
                        korean: "구독 해제 시점(`!`)이 또 나옵니다", koreanHint: "한 줄에는 구독 해제 시점(`!`)을 하나만 둡니다")
                }
                unsubscribe = frame
            case .event:
                throw error(
                    at: index, "a subscription diagram has no events",
                    hint: "use only `-`, `^`, `!`, spaces, groups and time progressions",
                    korean: "구독 다이어그램에는 이벤트가 없습니다",
                    koreanHint: "`-`, `^`, `!`, 공백, 그룹, 시간 진행만 씁니다")
            }
        }
        return subscribe.map { ($0, unsubscribe) }
    }

    // MARK: Scanning

    private enum Token {
        case event(MarbleDiagram.Notification)
        case subscriptionPoint
        case unsubscriptionPoint
    }

    /// Walks the text, calling `visit` with each token, the frame it happens at and its index.
    private func scan(_ visit: (Token, Int, Int) throws -> Void) throws {
        var frame = 0
        var groupStart: (frame: Int, index: Int)?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            try rejectControlCharacter(at: index)
            if let progression = try timeProgression(at: index) {
                frame += progression.frames
                index = progression.end
                continue
            }
            let eventFrame = groupStart?.frame ?? frame
            switch character {
            case " ":
                index += 1
                continue
            case "-":
                break
            case "(":
                if let open = groupStart {
                    throw error(
                        at: index, "a group inside the group opened at column \(open.index + 1)",
                        hint: "groups do not nest; close the first with `)`",
                        korean: "\(open.index + 1)열에서 연 그룹 안에 그룹이 있습니다",
                        koreanHint: "그룹 안에 그룹을 둘 수 없습니다. 먼저 연 그룹을 `)`로 닫으면 됩니다")
                }
                groupStart = (frame, index)
            case ")":
                guard groupStart != nil else {
                    throw error(
                        at: index, "`)` closes no group", hint: "open the group with `(` or remove the `)`",
                        korean: "`)`가 닫을 그룹이 없습니다", koreanHint: "`(`로 그룹을 열거나 `)`를 지우면 됩니다")
                }
                groupStart = nil
            case "|":
                try visit(.event(.completed), eventFrame, index)
            case "#":
                try visit(.event(.error), eventFrame, index)
            case "^":
                try visit(.subscriptionPoint, eventFrame, index)
            case "!":
                try visit(.unsubscriptionPoint, eventFrame, index)
            case "'":
                guard let close = characters[(index + 1)...].firstIndex(of: "'") else {
                    throw error(
                        at: index, "a quote that is never closed", hint: "end the value with `'`",
                        korean: "따옴표가 닫히지 않습니다", koreanHint: "값 끝에 `'`를 씁니다")
                }
                guard close > index + 1 else {
                    throw error(
                        at: index, "an empty quoted value", hint: "write a name between the quotes, `'Red'`",
                        korean: "따옴표 안의 값이 비어 있습니다", koreanHint: "따옴표 사이에 이름을 씁니다: `'Red'`")
                }
                for inside in (index + 1)..<close { try rejectControlCharacter(at: inside) }
                try visit(.event(.next(String(characters[(index + 1)..<close]))), eventFrame, index)
                frame += close - index + 1
                index = close + 1
                continue
            default:
                try visit(.event(.next(String(character))), eventFrame, index)
            }
            frame += 1
            index += 1
        }
        if let open = groupStart {
            throw error(
                at: open.index, "a group that is never closed", hint: "close the group with `)`",
                korean: "그룹이 닫히지 않습니다", koreanHint: "`)`로 그룹을 닫으면 됩니다")
        }
    }

    private func rejectControlCharacter(at index: Int) throws {
        if characters[index].unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw error(
                at: index, "a control character",
                hint: "a diagram is one line of visible characters and spaces",
                korean: "제어 문자가 있습니다", koreanHint: "다이어그램은 보이는 문자와 공백으로 된 한 줄입니다")
        }
    }

    /// A time progression (`10ms`, `1.5s`, `2m`) starting at `index`, if there is one: at the start or
    /// after a space, a number and a unit, then a space or the end.
    private func timeProgression(at index: Int) throws -> (frames: Int, end: Int)? {
        guard index == 0 || characters[index - 1] == " ", characters[index].isASCII,
            characters[index].isNumber
        else { return nil }
        var end = index
        while end < characters.count, characters[end].isASCII,
            characters[end].isNumber || characters[end] == "."
        {
            end += 1
        }
        let number = String(characters[index..<end])
        var unitEnd = end
        while unitEnd < characters.count, characters[unitEnd].isASCII, characters[unitEnd].isLetter {
            unitEnd += 1
        }
        let unit = String(characters[end..<unitEnd])
        let multipliers: [String: Double] = ["ms": 1, "s": 1_000, "m": 60_000]
        guard let multiplier = multipliers[unit], unitEnd == characters.count || characters[unitEnd] == " "
        else {
            return nil
        }
        guard let value = Double(number), value.isFinite else {
            throw error(
                at: index, "`\(number)\(unit)` is not a duration",
                hint: "write a number and a unit: `10ms`, `1.5s`, `2m`",
                korean: "시간 길이가 아닙니다: `\(number)\(unit)`", koreanHint: "숫자와 단위를 씁니다: `10ms`, `1.5s`, `2m`")
        }
        let frames = value * multiplier
        guard frames == frames.rounded(), frames < Double(Int32.max) else {
            throw error(
                at: index, "`\(number)\(unit)` is not a whole number of frames (1 frame is 1 ms)",
                hint: "use a whole number of milliseconds, below about 24 days",
                korean: "프레임 수가 정수가 아닙니다(1프레임 = 1ms): `\(number)\(unit)`",
                koreanHint: "약 24일보다 짧은, 밀리초 단위의 정수를 씁니다")
        }
        return (Int(frames), unitEnd)
    }
}

extension MarbleDiagram.Notification {
    var isNext: Bool {
        if case .next = self { return true }
        return false
    }
}
