import Foundation

/// Dates as HTTP fields write them (`Retry-After`, a cookie's `Expires`): the IMF-fixdate form servers send
/// (`Wed, 21 Oct 2026 07:28:00 GMT`), and the obsolete RFC 850 forms old servers still use in cookies.
enum HTTPDate {
  static func parse(_ text: String) -> Date? {
    for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE, dd-MMM-yyyy HH:mm:ss zzz"] {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }
}
