import Foundation

extension SimulatedObject {
    /// The value of a reported property that Swift does not store under its own name — a computed
    /// property whose setter reports its sets (a label's `text`, kept in its attributed text) — by the
    /// name its sets are reported under; `nil` when `key` is not one of them.
    ///
    /// `rx.observe` reads a property by a KVO key path without the Objective-C runtime: a stored
    /// property by reflection, these through this table. A computed property that reports its sets must
    /// be listed here (`ComputedPropertyTests` checks the simulated classes' own).
    package func computedProperty(_ key: String) -> Any?? {
        switch (self, key) {
        case (let label as UILabel, "text"): return .some(label.text)
        case (let label as UILabel, "attributedText"): return .some(label.attributedText)
        case (let field as UITextField, "text"): return .some(field.text)
        case (let field as UITextField, "attributedText"): return .some(field.attributedText)
        case (let textView as UITextView, "text"): return .some(textView.text)
        case (let textView as UITextView, "attributedText"): return .some(textView.attributedText)
        case (let slider as UISlider, "value"): return .some(slider.value)
        case (let stepper as UIStepper, "value"): return .some(stepper.value)
        case (let pageControl as UIPageControl, "currentPage"): return .some(pageControl.currentPage)
        case (let pageControl as UIPageControl, "numberOfPages"): return .some(pageControl.numberOfPages)
        case (let picker as UIDatePicker, "countDownDuration"): return .some(picker.countDownDuration)
        case (let scrollView as UIScrollView, "zoomScale"): return .some(scrollView.zoomScale)
        case (let map as MKMapView, "region"): return .some(map.region)
        case (let tabs as UITabBarController, "selectedIndex"): return .some(tabs.selectedIndex)
        case (let tabs as UITabBarController, "viewControllers"): return .some(tabs.viewControllers)
        case (let navigation as UINavigationController, "viewControllers"):
            return .some(navigation.viewControllers)
        case (let tabs as UITabBarController, "customizableViewControllers"):
            return .some(tabs.customizableViewControllers)
        case (let search as UISearchController, "isActive"): return .some(search.isActive)
        case (let screen as UIViewController, "tabBarItem"): return .some(screen.tabBarItem)
        case (let screen as UIViewController, "isEditing"): return .some(screen.isEditing)
        default: return nil
        }
    }
}
