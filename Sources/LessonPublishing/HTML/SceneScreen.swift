import LessonKit
import TextSupport

/// The simulated screen of a scene, as HTML: a figure that draws, top to bottom in the order the scene
/// named them, the views the scene names — a label's text in its colour, a text field's text and
/// border colour, a button enabled or not, a slider, a switch, a segmented control, a stepper, a
/// spinner, a table's rows with their accessories, a scroll view's page, an image view's image, a date
/// picker's date, a page control's dots, a refresh control's spinner, a picker's wheels, a map's region
/// and its overlays and pins, a tab bar's items — each with its values.
///
/// It is drawn from the scene's `ScreenObject`s, whose tracks are made from the same property sets as
/// the property table. Each view is drawn once for every state it is in during the scene
/// (`TickFrames`), reading labels with `ScreenValue`; the page's script only shows the state at the
/// scrubber's time. Every value is escaped. It is a sketch, not a pixel-exact iPhone: views are
/// stacked, and a layer's border is drawn 2 px wide in its colour whatever its width.
package struct SceneScreen {
    package var language: Language
    /// The id prefix of the scene's elements (unique on the page).
    package var idPrefix: String

    package init(language: Language, idPrefix: String) {
        self.language = language
        self.idPrefix = idPrefix
    }

    /// The figure of `objects` in a scene that runs from tick `first` to `last`, showing them at
    /// `last` (the page's script shows them at any other tick); `nil` when there is no view to draw.
    package func html(_ objects: [ScreenObject], from first: Int, to last: Int) -> String? {
        guard !objects.isEmpty else { return nil }
        let id = escape(idPrefix)
        let frames = TickFrames(first: first, last: last)
        let views = objects.map { object in
            let ticks = object.tracks.flatMap { $0.changes.map(\.time) } + object.rowChanges.map(\.time)
            return "<li>" + frames.html(changingAt: ticks) { view(object, at: $0) } + "</li>"
        }
        return """
            <figure class="screen" id="\(id)-screen" aria-labelledby="\(id)-screen-caption" \
            aria-describedby="\(id)-screen-note">
            <figcaption id="\(id)-screen-caption">\(word(ScreenWords.captionBefore))\
            <span class="screen-time">\(last)</span>\(word(ScreenWords.captionAfter))</figcaption>
            <ul class="device">
            \(views.joined(separator: "\n"))
            </ul>
            <p class="screen-note" id="\(id)-screen-note">\(word(ScreenWords.description))</p>
            </figure>
            """
    }

    // MARK: A view

    /// One view at `time`: its name and class, the states it can be in, and its body.
    private func view(_ object: ScreenObject, at time: Int) -> String {
        let values = Values(object: object, time: time)
        var attributes = "class=\"view\" data-kind=\"\(object.kind.rawValue)\""
        // Each flag (`isHidden`, `isEnabled`…) is an attribute the style sheet draws the states from.
        for track in object.tracks where Self.isFlag(track.property) {
            attributes += " data-\(Self.attributeName(track.property))=\"\(escape(track.label(at: time)))\""
        }
        var name = "<span class=\"view-name\"><code>\(escape(object.name))</code> "
        name += "<span class=\"view-class\">\(escape(object.className))</span>"
        if object.track("isHidden") != nil { name += " " + state("when-hidden", ScreenWords.hidden) }
        if object.track("isEnabled") != nil { name += " " + state("when-disabled", ScreenWords.disabled) }
        name += "</span>"
        return "<div \(attributes)>\(name)\(body(object, values))</div>"
    }

    /// The view's rectangle (its background, border and opacity), holding what its kind draws.
    private func body(_ object: ScreenObject, _ values: Values) -> String {
        var attributes = "class=\"view-body"
        if values.color("layer.borderColor") != nil { attributes += " has-border" }
        attributes += "\""
        var style: [String] = []
        if let color = values.color("backgroundColor") { style.append("background-color:\(color)") }
        if let color = values.color("layer.borderColor") { style.append("border-color:\(color)") }
        if object.track("alpha") != nil {
            if let alpha = ScreenValue.numbers(values.label("alpha")).first, alpha != 1 {
                style.append("opacity:\(ScreenValue.format(min(max(alpha, 0), 1)))")
            }
        }
        if !style.isEmpty { attributes += " style=\"\(escape(style.joined(separator: ";")))\"" }
        return "<div \(attributes)>\(content(object, values))</div>"
    }

    /// What the view's kind draws inside its rectangle.
    private func content(_ object: ScreenObject, _ values: Values) -> String {
        switch object.kind {
        case .label:
            return text("text", color: "textColor", values)
        case .textField:
            return text("text", color: "textColor", values)
                + "<span class=\"ui-caret\" aria-hidden=\"true\"></span>"
                + placeholder(values) + state("when-editing", ScreenWords.editing)
        case .textView:
            return text("text", color: nil, values)
        case .searchBar:
            return "<span class=\"ui-glass\" aria-hidden=\"true\"></span>" + text("text", color: nil, values)
                + placeholder(values)
        case .button:
            return title("title(normal)", values)
        case .alertAction, .barButtonItem:
            return title("title", values)
        case .imageView:
            return image(values)
        case .datePicker:
            return date(values)
        case .pageControl:
            return dots(values)
        case .refreshControl:
            return "<span class=\"ui-spinner\" aria-hidden=\"true\"></span>"
                + state("when-refreshing", ScreenWords.refreshing) + state("when-idle", ScreenWords.stopped)
        case .pickerView:
            return wheels(object, values)
        case .mapView:
            return map(values)
        case .tabBar:
            return tabs(object, values)
        case .slider:
            return bar("value", minimum: "minimumValue", maximum: "maximumValue", thumb: true, values)
        case .progressView:
            return bar("progress", minimum: nil, maximum: nil, thumb: false, values)
        case .switch:
            return "<span class=\"ui-switch\" aria-hidden=\"true\"><span class=\"ui-knob\"></span></span>"
                + state("when-on", ScreenWords.on) + state("when-off", ScreenWords.off)
        case .segmentedControl:
            return segments(object, values)
        case .stepper:
            return
                "<span class=\"ui-stepper\"><span>−<span class=\"sr\">\(word(ScreenWords.decrement))</span></span>"
                + "<span>+<span class=\"sr\">\(word(ScreenWords.increment))</span></span></span>"
                + "<span class=\"ui-value\">\(escape(ScreenValue.text(values.label("value"))))</span>"
        case .activityIndicator:
            return "<span class=\"ui-spinner\" aria-hidden=\"true\"></span>"
                + state("when-animating", ScreenWords.animating) + state("when-stopped", ScreenWords.stopped)
        case .tableView:
            return rows(object, values)
        case .scrollView:
            return pages(values)
        case .collectionView, .control, .view:
            return ""
        }
    }

    // MARK: Parts

    /// A text (in its colour, outlined when that colour is too pale to read on white).
    private func text(_ property: String, color: String?, _ values: Values) -> String {
        var attributes = "class=\"ui-text"
        let css = color.flatMap(values.color)
        if let css, ScreenValue.isPale(css) { attributes += " pale" }
        attributes += "\""
        if let css { attributes += " style=\"\(escape("color:\(css)"))\"" }
        return "<span \(attributes)>\(escape(ScreenValue.text(values.label(property))))</span>"
    }

    /// The gray text a field shows while it is empty.
    private func placeholder(_ values: Values) -> String {
        "<span class=\"ui-placeholder\">"
            + "\(escape(ScreenValue.text(values.label("placeholder"))))</span>"
    }

    /// A button's title; an untitled button says so.
    private func title(_ property: String, _ values: Values) -> String {
        "<span class=\"ui-title\" data-empty=\"\(word(ScreenWords.noTitle))\">"
            + "\(escape(ScreenValue.text(values.label(property))))</span>"
    }

    /// A slider's or progress bar's track, filled up to its value, and the value.
    private func bar(_ property: String, minimum: String?, maximum: String?, thumb: Bool, _ values: Values)
        -> String
    {
        let value = ScreenValue.numbers(values.label(property)).first ?? 0
        let low = minimum.flatMap { ScreenValue.numbers(values.label($0)).first } ?? 0
        let high = maximum.flatMap { ScreenValue.numbers(values.label($0)).first } ?? 1
        let fraction = ScreenValue.percent(high > low ? (value - low) / (high - low) : 0)
        let thumbHTML = thumb ? "<span class=\"ui-thumb\" style=\"left:\(fraction)\"></span>" : ""
        return
            "<span class=\"ui-track\" aria-hidden=\"true\"><span class=\"ui-fill\" style=\"width:\(fraction)\"></span>"
            + "\(thumbHTML)</span><span class=\"ui-value\">"
            + "\(escape(ScreenValue.text(values.label(property))))</span>"
    }

    /// A segmented control's segments, the selected one marked.
    private func segments(_ object: ScreenObject, _ values: Values) -> String {
        let selected = ScreenValue.numbers(values.label("selectedSegmentIndex")).first.flatMap {
            Int(exactly: $0.rounded(.down))
        }
        let items = object.segments.enumerated().map { index, title in
            "<span class=\"ui-segment\"\(index == selected ? " aria-current=\"true\"" : "")>\(escape(title))"
                + "<span class=\"sr when-current\"> (\(word(ScreenWords.selected)))</span></span>"
        }
        return "<span class=\"ui-segments\">\(items.joined())</span>"
    }

    /// A table view's rows, each with its accessory; a table without rows says so.
    private func rows(_ object: ScreenObject, _ values: Values) -> String {
        let items = object.rows(at: values.time).map(row)
        return "<ol class=\"ui-rows\" data-empty=\"\(word(ScreenWords.noRows))\">\(items.joined())</ol>"
    }

    /// One row of a table view.
    private func row(_ row: ScreenObject.Row) -> String {
        var html = "<li class=\"ui-row\"\(row.isSelected ? " aria-current=\"true\"" : "")>"
        html += "<span class=\"ui-row-text\">\(escape(row.text ?? ""))</span>"
        if let detail = row.detail {
            html += "<span class=\"ui-row-detail\">\(escape(detail))</span>"
        }
        if let glyph = Self.accessoryGlyphs[row.accessory] {
            html += "<span class=\"ui-accessory\">\(glyph)</span>"
        }
        if row.isSelected { html += "<span class=\"sr\"> (\(word(ScreenWords.selected)))</span>" }
        return html + "</li>"
    }

    /// What each accessory of a table row looks like (`none` draws nothing).
    private static let accessoryGlyphs = [
        "checkmark": "✓", "disclosureIndicator": "›", "detailButton": "ⓘ", "detailDisclosureButton": "ⓘ›",
    ]

    /// A scroll view's pages (as many as its content is wide, in widths of the view, numbered from 0
    /// as a page index is), the part of the content it shows, the page it is on and its offset.
    private func pages(_ values: Values) -> String {
        let x = ScreenValue.numbers(values.label("contentOffset")).first ?? 0
        let contentWidth = ScreenValue.numbers(values.label("contentSize")).first ?? 0
        let frame = ScreenValue.numbers(values.label("frame"))
        let width = frame.count >= 3 ? frame[2] : 0
        let offset = "x = <span class=\"ui-offset-x\">\(ScreenValue.format(x))</span>"
        guard width > 0, contentWidth > 0 else {
            return "<span class=\"ui-page-note\">\(offset)</span>"
        }
        // (Clamped before converting: a value out of `Int`'s range must not trap.)
        let count = Int(min(max((contentWidth / width).rounded(.up), 1), 12))
        let page = Int(min(max((x / width + 0.5).rounded(.down), 0), Double(count - 1)))
        let cells = (0..<count).map { "<span class=\"ui-page\">\($0)</span>" }.joined()
        let viewport =
            "<span class=\"ui-viewport\" style=\"left:\(ScreenValue.percent(x / contentWidth));"
            + "width:\(ScreenValue.percent(width / contentWidth))\"></span>"
        return
            "<span class=\"ui-pages\">"
            + "<span class=\"ui-page-strip\" aria-hidden=\"true\">\(cells)\(viewport)</span>"
            + "<span class=\"ui-page-note\">\(word(ScreenWords.page)) <span class=\"ui-page-number\">\(page)</span>"
            + " · \(offset)</span></span>"
    }

    /// An image view's image (its highlighted image while highlighted, if it has one), named by the
    /// code that made it: the sandbox has no pixels to draw.
    private func image(_ values: Values) -> String {
        let highlighted = values.label("isHighlighted") == "true"
        let highlightedImage = ScreenValue.text(values.label("highlightedImage"))
        let shown =
            highlighted && !highlightedImage.isEmpty
            ? highlightedImage : ScreenValue.text(values.label("image"))
        return "<span class=\"ui-image\" aria-hidden=\"true\"></span>"
            + "<span class=\"ui-image-name\" data-empty=\"\(word(ScreenWords.noImage))\">\(escape(shown))</span>"
    }

    /// A date picker's wheel: the date (its day, its time, or both, by its mode), or in countdown
    /// mode the duration in hours and minutes.
    private func date(_ values: Values) -> String {
        let mode = values.label("datePickerMode") ?? ""
        var shown = ScreenValue.text(values.label("date"))
        if mode == "countDownTimer" {
            shown = ScreenValue.duration(ScreenValue.numbers(values.label("countDownDuration")).first ?? 0)
        } else if let (day, time) = ScreenValue.dayAndTime(shown) {
            shown = mode == "date" ? day : mode == "time" ? time : day + " " + time
        }
        return "<span class=\"ui-wheel\"><span class=\"ui-wheel-row\">\(escape(shown))</span></span>"
    }

    /// A page control's dots, the current one marked, and its page (numbered from 0, as the scroll
    /// view's).
    private func dots(_ values: Values) -> String {
        let current = ScreenValue.numbers(values.label("currentPage")).first ?? 0
        let total = ScreenValue.numbers(values.label("numberOfPages")).first ?? 0
        // (Clamped before converting: a value out of `Int`'s range must not trap.)
        let count = Int(min(max(total, 0), Self.mostDots))
        let items = (0..<count).map { index in
            "<span class=\"ui-dot\"\(Double(index) == current ? " aria-current=\"true\"" : "")></span>"
        }
        return "<span class=\"ui-dots\" aria-hidden=\"true\">\(items.joined())</span>"
            + "<span class=\"ui-page-note\">\(word(ScreenWords.page)) \(escape(ScreenValue.format(current)))"
            + " / \(escape(ScreenValue.format(total)))</span>"
    }

    /// The most dots (and tabs) drawn: more would not fit the sketch.
    private static let mostDots = 20.0

    /// A picker view's wheels, each showing its selected row: by its title while the titles read
    /// from the rows' labels are still those of the selected rows (see `ScreenObject.rows(at:readAfterSetsOf:)`),
    /// else by its index.
    private func wheels(_ object: ScreenObject, _ values: Values) -> String {
        let selected = ScreenValue.numbers(values.label("selectedRows"))
        let titles = object.rows(at: values.time, readAfterSetsOf: ["selectedRows"])
        let items = selected.enumerated().map { component, row in
            var shown = "\(word(ScreenWords.row)) \(escape(ScreenValue.format(row)))"
            if row < 0 {
                shown = "(\(word(ScreenWords.noRows)))"
            } else if let titles, titles.count == selected.count, let title = titles[component].text {
                shown = escape(title)
            }
            return "<span class=\"ui-wheel-row\">\(shown)</span>"
        }
        return "<span class=\"ui-wheel\" data-empty=\"\(word(ScreenWords.noRows))\">\(items.joined())</span>"
    }

    /// A map: its center and span, then its overlays and pins as lists (no map tiles).
    private func map(_ values: Values) -> String {
        let region = ScreenValue.text(values.label("region"))
        let split = region.range(of: " ±")
        let center = split.map { String(region[..<$0.lowerBound]) } ?? region
        let span = split.map { String(region[region.index(after: $0.lowerBound)...]) } ?? ""
        func list(_ property: String, _ heading: Localized) -> String {
            let items = ScreenValue.strings(values.label(property)).map {
                "<li class=\"ui-map-item\">\(escape($0))</li>"
            }
            return "<span class=\"ui-map-heading\">\(word(heading))</span>"
                + "<ul class=\"ui-map-list\" data-empty=\"\(word(ScreenWords.none))\">\(items.joined())</ul>"
        }
        return "<span class=\"ui-map\"><span class=\"ui-map-region\">"
            + "<span>\(word(ScreenWords.center)) <span class=\"ui-value\">\(escape(center))</span></span> "
            + "<span>\(word(ScreenWords.span)) <span class=\"ui-value\">\(escape(span))</span></span></span>"
            + list("overlays", ScreenWords.overlays) + list("annotations", ScreenWords.pins) + "</span>"
    }

    /// A tab bar's items, the selected one marked, as read from the items while no set of the items
    /// (or of the selection, for the mark) came after; else the items' property value as it is.
    private func tabs(_ object: ScreenObject, _ values: Values) -> String {
        guard let items = object.rows(at: values.time, readAfterSetsOf: ["items"]) else {
            return "<span class=\"ui-value\">\(escape(ScreenValue.text(values.label("items"))))</span>"
        }
        let marked = object.rows(at: values.time, readAfterSetsOf: ["items", "selectedItem"]) != nil
        let tabs = items.prefix(Int(Self.mostDots)).map { item in
            let current = marked && item.isSelected
            return
                "<span class=\"ui-tab\"\(current ? " aria-current=\"true\"" : "")>\(escape(item.text ?? ""))"
                + (current ? "<span class=\"sr\"> (\(word(ScreenWords.selected)))</span>" : "") + "</span>"
        }
        return "<span class=\"ui-tabs\" data-empty=\"\(word(ScreenWords.noItems))\">\(tabs.joined())</span>"
    }

    /// A state word, shown (and read) only while the view is in that state (see `Assets/screen.css`).
    private func state(_ kind: String, _ words: Localized) -> String {
        "<span class=\"ui-state \(kind)\">\(word(words))</span>"
    }

    // MARK: Helpers

    /// Whether `property` is a flag the style sheet draws a state from (`isHidden`, `isOn`…).
    private static func isFlag(_ property: String) -> Bool {
        property.hasPrefix("is") && property.dropFirst(2).first?.isUppercase == true
    }

    /// The `data-` attribute name of a flag: `isHidden` → `is-hidden`.
    private static func attributeName(_ property: String) -> String {
        property.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }

    private func word(_ words: Localized) -> String {
        escape(words[language])
    }

    private func escape(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }
}

extension SceneScreen {
    /// A view's values at one tick, read from its tracks.
    private struct Values {
        let object: ScreenObject
        let time: Int

        func label(_ property: String) -> String? {
            object.track(property)?.label(at: time)
        }

        func color(_ property: String) -> String? {
            object.track(property)?.color(at: time)
        }
    }
}
