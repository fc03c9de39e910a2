// Real UIKit re-exports Foundation (CGFloat, CGRect, CGSize, CGPoint, NSCoder come from it on Linux).
@_exported import Foundation
