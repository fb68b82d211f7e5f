import Testing
@testable import ChartCore

struct AnimationEasingTests {
    static let cubics: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut]
    static let all: [Easing] = cubics + [.spring(), .spring(damping: 0.3, frequency: 4)]

    @Test(arguments: all)
    func endpointsAreExact(_ e: Easing) {
        #expect(e(0) == 0)
        #expect(e(1) == 1)
    }

    @Test(arguments: all)
    func clampsOutsideAndNaNFinishes(_ e: Easing) {
        #expect(e(-0.5) == 0)
        #expect(e(-.infinity) == 0)
        #expect(e(1.5) == 1)
        #expect(e(.infinity) == 1)
        #expect(e(.nan) == 1)
    }

    @Test(arguments: cubics)
    func cubicsAreMonotonicWithinUnitRange(_ e: Easing) {
        var last = e(0)
        for i in 1...1000 {
            let v = e(Double(i) / 1000)
            #expect(v >= last, "\(e) decreases at \(Double(i) / 1000)")
            #expect(v >= 0 && v <= 1)
            last = v
        }
    }

    @Test func cubicShapes() {
        #expect(Easing.linear(0.25) == 0.25)
        #expect(Easing.easeIn(0.5) == 0.125)
        #expect(Easing.easeOut(0.5) == 0.875)
        #expect(Easing.easeInOut(0.5) == 0.5)
        #expect(Easing.easeInOut(0.25) == 0.0625)
        #expect(abs(Easing.easeInOut(0.75) - 0.9375) < 1e-15)
        #expect(Easing.easeIn(0.3) < 0.3 && Easing.easeOut(0.3) > 0.3)
    }

    @Test func springOvershootsThenSettles() {
        let spring = Easing.spring()
        let samples = (1..<1000).map { spring(Double($0) / 1000) }
        let peak = samples.max() ?? 0
        #expect(peak > 1.05, "the default spring overshoots visibly (peak \(peak))")
        #expect(peak < 1.2)
        #expect(abs(spring(0.25) - 1.0945) < 0.01, "first peak near a quarter")
        #expect(samples.suffix(100).allSatisfy { abs($0 - 1) < 0.002 }, "settled by the last tenth")
        #expect(spring(0.01) > 0 && spring(0.01) < 0.2, "starts near 0")
    }

    @Test(arguments: [
        (0.6, 2.5), (Double.nan, 2.5), (0.6, Double.nan), (.infinity, .infinity), (-.infinity, -.infinity),
        (-1, 2.5), (0, 2.5), (0, 1), (1e-12, 1), (1, 2.5), (2, 2.5), (1e300, 1e300), (0.6, 0), (0.6, -3),
        (0.6, 1e300), (1e-300, 1e-300), (0.999999999, 0.5), (Double.greatestFiniteMagnitude, 1e-300),
    ])
    func springNeverReturnsNonFinite(damping: Double, frequency: Double) {
        let spring = Easing.spring(damping: damping, frequency: frequency)
        #expect(spring(0) == 0)
        #expect(spring(1) == 1)
        for i in 0...200 {
            let v = spring(Double(i) / 200)
            #expect(v.isFinite, "spring(\(damping), \(frequency)) at \(Double(i) / 200) gave \(v)")
            #expect(abs(v) < 10)
        }
    }

    @Test func degenerateSpringsHaveSensibleShapes() {
        let still = Easing.spring(damping: 0.6, frequency: 0)
        #expect(abs(still(0.3) - 0.3) < 1e-12, "no spring force: linear")
        let stiff = Easing.spring(damping: 2, frequency: 2.5)
        #expect((1..<100).allSatisfy { stiff(Double($0) / 100) <= 1 + 1e-12 }, "overdamped: no overshoot")
    }
}

struct AnimationTrackTests {
    @Test func presets() {
        #expect(Animation.default.duration == 0.35)
        #expect(Animation.default.easing == .easeInOut)
        #expect(Animation.default.delay == 0)
        #expect(Animation.immediate.isImmediate)
        #expect(!Animation.default.isImmediate)
    }

    @Test func progressAtQuarters() {
        let track = AnimationTrack(animation: Animation(duration: 2, easing: .linear), startTime: 10)
        #expect(track.progress(at: 9) == 0)
        #expect(track.progress(at: 10) == 0)
        #expect(track.progress(at: 10.5) == 0.25)
        #expect(track.progress(at: 11) == 0.5)
        #expect(track.progress(at: 12) == 1)
        #expect(track.progress(at: 100) == 1)
        #expect(!track.isFinished(at: 11.999))
        #expect(track.isFinished(at: 12))
    }

    @Test func progressIsEased() {
        let track = AnimationTrack(animation: Animation(duration: 1, easing: .easeIn), startTime: 0)
        #expect(track.progress(at: 0.5) == 0.125)
    }

    @Test func delayHoldsAtZero() {
        let track = AnimationTrack(animation: Animation(duration: 1, easing: .linear, delay: 0.5), startTime: 2)
        #expect(track.progress(at: 2.4) == 0)
        #expect(track.progress(at: 2.5) == 0)
        #expect(track.progress(at: 2.75) == 0.25)
        #expect(track.progress(at: 3.5) == 1)
        #expect(!track.isFinished(at: 3.4))
        #expect(track.endTime == 3.5)
    }

    @Test func exactlyOneAtAnAwkwardEnd() {
        // 0.1 + 0.35 is not exactly representable: the end must still read exactly 1.
        let track = AnimationTrack(animation: .default, startTime: 0.1)
        #expect(track.progress(at: track.endTime) == 1)
        #expect(track.isFinished(at: track.endTime))
        #expect(!track.isFinished(at: track.endTime.nextDown))
        #expect(track.progress(at: track.endTime - 0.01) < 1)
    }

    @Test(arguments: [0.0, -1, Double.nan, .infinity, -.infinity])
    func badDurationIsImmediate(_ duration: Double) {
        let track = AnimationTrack(animation: Animation(duration: duration, delay: 5), startTime: 0)
        #expect(track.progress(at: 0) == 1)
        #expect(track.progress(at: -1) == 1)
        #expect(track.isFinished(at: 0))
    }

    @Test func badDelayAndTimesDoNotStall() {
        for delay in [Double.nan, .infinity, -2] {
            let track = AnimationTrack(animation: Animation(duration: 1, easing: .linear, delay: delay), startTime: 0)
            #expect(track.progress(at: 0.5) == 0.5, "delay \(delay) counts as 0")
        }
        let track = AnimationTrack(animation: .default, startTime: 0)
        #expect(track.progress(at: .nan) == 1)
        #expect(AnimationTrack(animation: .default, startTime: .nan).progress(at: 0) == 1)
    }
}

struct AnimationAnimatorTests {
    /// Records completion calls in order.
    final class Log {
        var calls: [String] = []
        func completion(_ name: String) -> Animator.Completion {
            { self.calls.append("\(name):\($0)") }
        }
    }

    @Test func progressFollowsTheClock() {
        let clock = ManualClock(time: 100)
        let animator = Animator(clock: clock)
        #expect(animator.progress("bars") == 1, "no track reads as finished")
        animator.start("bars", Animation(duration: 1, easing: .linear))
        #expect(animator.progress("bars") == 0)
        clock.advance(by: 0.25)
        #expect(animator.progress("bars") == 0.25)
        clock.advance(by: 0.75)
        #expect(animator.progress("bars") == 1)
        #expect(animator.track("bars")?.startTime == 100)
    }

    @Test func completionCalledOnceWithTrue() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = Log()
        animator.start("a", Animation(duration: 1), completion: log.completion("a"))
        #expect(animator.step())
        #expect(log.calls.isEmpty)
        clock.advance(by: 0.5)
        #expect(animator.step())
        clock.advance(by: 0.5)
        #expect(!animator.step())
        #expect(log.calls == ["a:true"])
        clock.advance(by: 1)
        #expect(!animator.step())
        #expect(log.calls == ["a:true"])
        #expect(!animator.isAnimating)
    }

    @Test func completionsInStartOrder() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = Log()
        animator.start("late", Animation(duration: 0.2), completion: log.completion("late"))
        animator.start("early", Animation(duration: 0.1), completion: log.completion("early"))
        animator.start("running", Animation(duration: 5), completion: log.completion("running"))
        clock.advance(by: 1)
        #expect(animator.step())
        #expect(log.calls == ["late:true", "early:true"])
        #expect(animator.keys == ["running"])
    }

    @Test func replacementReportsUnfinished() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = Log()
        var seen: Double?
        animator.start("x", Animation(duration: 1, easing: .linear)) { finished in
            log.calls.append("old:\(finished)")
            seen = animator.progress("x")
        }
        clock.advance(by: 0.5)
        animator.start("x", Animation(duration: 1, easing: .linear), completion: log.completion("new"))
        #expect(log.calls == ["old:false"])
        #expect(seen == 0, "the old completion already sees the new track")
        #expect(animator.keys == ["x"])
        clock.advance(by: 1)
        animator.step()
        #expect(log.calls == ["old:false", "new:true"])
    }

    @Test func replacingAnEndedTrackReportsFinished() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = Log()
        animator.start("x", Animation(duration: 1), completion: log.completion("old"))
        clock.advance(by: 2)
        animator.start("x", .default, completion: log.completion("new"))
        #expect(log.calls == ["old:true"])
        animator.step()
        #expect(log.calls == ["old:true"])
    }

    @Test func completionMayStartAnimations() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = Log()
        animator.start("grow", Animation(duration: 1)) { finished in
            log.calls.append("grow:\(finished)")
            animator.start("grow", Animation(duration: 1), completion: log.completion("grow2"))
            animator.start("fade", Animation(duration: 2), completion: log.completion("fade"))
        }
        animator.start("other", Animation(duration: 1), completion: log.completion("other"))
        clock.advance(by: 1)
        #expect(animator.step(), "the chained tracks keep it animating")
        #expect(log.calls == ["grow:true", "other:true"])
        #expect(animator.keys == ["grow", "fade"])
        #expect(animator.progress("grow") == 0)
        clock.advance(by: 2)
        #expect(!animator.step())
        #expect(log.calls == ["grow:true", "other:true", "grow2:true", "fade:true"])
    }

    @Test func immediateAnimationCompletesOnNextStep() {
        let animator = Animator(clock: ManualClock())
        let log = Log()
        animator.start("snap", .immediate, completion: log.completion("snap"))
        #expect(animator.progress("snap") == 1)
        #expect(log.calls.isEmpty, "never called from inside start")
        #expect(!animator.step())
        #expect(log.calls == ["snap:true"])
    }

    @Test func nextFrameTimeIsNilWhenIdle() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        #expect(animator.nextFrameTime(after: 3) == nil)
        animator.start("a", Animation(duration: 0.5))
        #expect(animator.nextFrameTime(after: 3) == 3 + 1.0 / 60)
        clock.advance(by: 0.5)
        animator.step()
        #expect(animator.nextFrameTime(after: 3.5) == nil)
        #expect(!animator.isAnimating)
    }

    @Test func finishAllJumpsToTheEnd() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = Log()
        animator.start("a", Animation(duration: 1, easing: .linear), completion: log.completion("a"))
        animator.start("b", Animation(duration: 9, easing: .linear, delay: 3)) { finished in
            log.calls.append("b:\(finished)")
            animator.start("c", Animation(duration: 1), completion: log.completion("c"))
        }
        clock.advance(by: 0.5)
        animator.finishAll()
        #expect(log.calls == ["a:true", "b:true"])
        #expect(animator.progress("a") == 1)
        #expect(animator.progress("b") == 1)
        #expect(animator.keys == ["c"], "tracks started by completions keep running")
        animator.finishAll()
        #expect(log.calls == ["a:true", "b:true", "c:true"])
        #expect(!animator.isAnimating)
        animator.step()
        #expect(log.calls.count == 3)
    }

    @Test func manualClockStaysMonotonic() {
        let clock = ManualClock(time: 1)
        clock.advance(by: -5)
        clock.advance(by: .nan)
        #expect(clock.now() == 1)
        clock.advance(by: 0.5)
        #expect(clock.now() == 1.5)
    }

    @Test func systemClockIsMonotonic() {
        let clock = SystemClock()
        let a = clock.now()
        let b = clock.now()
        #expect(a.isFinite && b >= a)
    }
}
