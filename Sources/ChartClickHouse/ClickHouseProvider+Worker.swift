import ChartIO
import ChartCore
import Foundation

extension ClickHouseProvider {
    /// The thread that asks the server, one request at a time, newest first.
    final class Worker: @unchecked Sendable {
        typealias Reply = @Sendable (Int, Key, Result<ClickHouseViewport.Rows, ClickHouseError>, Double) -> Void
        private let viewport: ClickHouseViewport
        private let condition = NSCondition()
        /// The newest request per series, with when it was last changed.
        private var wanted: [Int: (key: Key, at: Double, settle: Double, reply: Reply)] = [:]
        /// The request being asked, so a newer one for its series can cancel it.
        private var running: (series: Int, key: Key, exchange: HTTPExchange, id: String)?
        private var stopped = false
        private var started = false
        /// Pause before the next try after the server could not be reached (doubles up to 8 s).
        private var backoff = 0.0
        private var counter = 0

        private let rollups: [String: ClickHouseRollups]

        init(viewport: ClickHouseViewport, rollups: [String: ClickHouseRollups]) {
            self.viewport = viewport
            self.rollups = rollups
        }

        /// Asks for `key` of series `i` (replacing any earlier request for it), answering through `reply`.
        func ask(_ i: Int, _ key: Key, settle: Double, reply: @escaping Reply) {
            condition.lock()
            defer { condition.unlock() }
            if wanted[i]?.key == key || (running?.series == i && running?.key == key) { return }
            wanted[i] = (key, Date().timeIntervalSince1970, settle, reply)
            // A newer view of the same series, or a view while a prefetch runs: the running one goes.
            if let r = running, (r.series == i && r.key != key) || (r.series >= ClickHouseProvider.prefetch && i < ClickHouseProvider.prefetch) {
                r.exchange.cancel()
                let client = viewport.client, id = r.id
                DispatchQueue.global().async { client.kill(id) }
            }
            if !started {
                started = true
                let t = Thread { [self] in loop() }
                t.name = "chartreuse-clickhouse"
                t.start()
            }
            condition.signal()
        }

        func stop() {
            condition.lock()
            stopped = true
            if let r = running {
                r.exchange.cancel()
                let client = viewport.client, id = r.id
                DispatchQueue.global().async { client.kill(id) }
            }
            condition.signal()
            condition.unlock()
        }

        private func loop() {
            while true {
                condition.lock()
                var next: (Int, Key, Reply)?
                while next == nil {
                    if stopped { condition.unlock(); return }
                    let now = Date().timeIntervalSince1970
                    // The request still the longest: the series whose viewport settled first.
                    if let (i, w) = wanted.min(by: { $0.value.at < $1.value.at }) {
                        let due = w.at + max(w.settle, backoff)
                        if due <= now {
                            wanted[i] = nil
                            next = (i, w.key, w.reply)
                        } else {
                            _ = condition.wait(until: Date(timeIntervalSince1970: due))
                        }
                    } else {
                        condition.wait()
                    }
                }
                let (i, key, reply) = next!
                counter += 1
                let exchange = HTTPExchange(), id = "chartreuse-\(getpid())-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))-\(counter)"
                running = (i, key, exchange, id)
                condition.unlock()
                let result: Result<ClickHouseViewport.Rows, ClickHouseError>
                let began = Date().timeIntervalSince1970
                do {
                    result = .success(try viewport.rows(y: key.y, grid: key.grid, first: key.first, last: key.last, rollups: rollups[key.y],
                                                        exchange: exchange, queryID: id))
                } catch let e as ClickHouseError {
                    result = .failure(e)
                } catch {
                    result = .failure(ClickHouseError("\(error)"))
                }
                let ms = (Date().timeIntervalSince1970 - began) * 1000
                condition.lock()
                running = nil
                var answer = true
                switch result {
                case .failure(let e) where e.cancelled:
                    answer = false
                case .failure(let e) where e.unreachable:
                    // Try again after a pause (unless a newer request came meanwhile), and tell.
                    backoff = min(8, max(0.5, backoff * 2))
                    if wanted[i] == nil { wanted[i] = (key, Date().timeIntervalSince1970, 0, reply) }
                default:
                    backoff = 0
                }
                condition.unlock()
                if answer { reply(i, key, result, ms) }
            }
        }
    }
}
