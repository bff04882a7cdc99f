// As `import UIKit` does on iOS, `import UIKitSim` brings Foundation with it (CGFloat, Date, NSObject,
// floor, …), so code written against UIKit finds what it expects.
@_exported import Foundation
