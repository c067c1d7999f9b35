//! [`Trace`]: a flat vector of records, and the replay that restores events.

use super::*;

/// One open node while replaying packed events.
#[derive(Clone, Copy)]
struct Open {
    node: NodeId,
    window: (f64, f64),
    /// The window a chance node passes to its next child, if it set one.
    pass: Option<(f64, f64)>,
    /// Lo half of a Bounds or Window pair, waiting for its hi half.
    half: f64,
}

/// The open path while replaying packed events, innermost last.
pub(super) struct Replay {
    path: Vec<Open>,
    /// Outside every node: the window the root is entered with next.
    top: Open,
}

impl Default for Replay {
    fn default() -> Replay {
        Replay {
            path: Vec::new(),
            top: Open {
                node: NONE,
                window: (NEG_INF, POS_INF),
                pass: None,
                half: 0.0,
            },
        }
    }
}

impl Replay {
    /// The full event for `p`, the next packed record of a well-formed trace,
    /// or `None` for the first half of a two-record event (anything else
    /// gives made-up fields, never a panic).
    pub(super) fn step(&mut self, p: &PackedEvent, reals: &[f64]) -> Option<Event> {
        let top = self.path.last().copied().unwrap_or(self.top);
        let node = top.node;
        let value = p.value(reals);
        Some(match p.kind() {
            kind::ENTER => {
                let depth = self.path.len() as u32;
                let window = top.pass.unwrap_or(top.window);
                self.path.last_mut().unwrap_or(&mut self.top).pass = None;
                let flags = p.payload();
                self.path.push(Open {
                    node: p.word(),
                    window,
                    pass: None,
                    half: 0.0,
                });
                Event::Enter {
                    node: p.word(),
                    parent: node,
                    mv: (flags >> kind::ENTER_FLAG_BITS).wrapping_sub(1),
                    depth,
                    kind: p.enter_kind(),
                    probe: flags & 4 != 0,
                    alpha: window.0,
                    beta: window.1,
                }
            }
            kind::LEAF => Event::Leaf {
                node,
                value,
                horizon: p.payload() != 0,
            },
            kind::ALPHA => {
                if let Some(top) = self.path.last_mut() {
                    top.window.0 = value;
                }
                Event::Alpha { node, value }
            }
            kind::BETA => {
                if let Some(top) = self.path.last_mut() {
                    top.window.1 = value;
                }
                Event::Beta { node, value }
            }
            kind::BOUND | kind::WINDOW if p.payload() == 0 => {
                self.path.last_mut().unwrap_or(&mut self.top).half = value;
                return None;
            }
            kind::BOUND => Event::Bounds {
                node,
                lo: top.half,
                hi: value,
            },
            kind::WINDOW => {
                self.path.last_mut().unwrap_or(&mut self.top).pass = Some((top.half, value));
                Event::Window {
                    node,
                    alpha: top.half,
                    beta: value,
                }
            }
            kind::CUTOFF => Event::Cutoff {
                node,
                alpha: top.window.0,
                beta: top.window.1,
                skipped: p.payload(),
            },
            kind::FUTILITY => Event::Futility {
                node,
                alpha: top.window.0,
                beta: top.window.1,
                margin: value,
                skipped: p.payload(),
            },
            kind::TABLE => Event::Table {
                node,
                value,
                bound: match p.payload() {
                    0 => Bound::Exact,
                    1 => Bound::Lower,
                    _ => Bound::Upper,
                },
            },
            kind::PASS => Event::Pass { depth: p.payload() },
            kind::RESEARCH => Event::Research { node },
            kind::BOOK => Event::Book {
                node,
                value,
                endgame: p.payload() != 0,
            },
            kind::NEGAMAX => match p.payload() {
                0 => {
                    self.path.last_mut().unwrap_or(&mut self.top).half = value;
                    return None;
                }
                1 => Event::Thresholds {
                    node,
                    use_thresh: top.half,
                    pass_thresh: value,
                },
                _ => Event::Negated { node, value },
            },
            kind::EXTEND => Event::Extend {
                node,
                reason: Noise::from_code(p.payload()),
            },
            _ => {
                self.path.pop();
                Event::Exit { node, value }
            }
        })
    }
}

/// A recorded search: its events as 8-byte records, and the values that are
/// not whole numbers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trace {
    events: Vec<PackedEvent>,
    reals: Vec<f64>,
}

impl Sink for Trace {
    fn event(&mut self, event: Event) {
        PackedEvent::pack(event, &mut self.reals, &mut self.events);
    }
}

impl Trace {
    /// An empty trace.
    pub fn new() -> Trace {
        Trace::default()
    }

    /// An empty trace with room for `events` records before it reallocates.
    pub fn with_capacity(events: usize) -> Trace {
        Trace {
            events: Vec::with_capacity(events),
            reals: Vec::new(),
        }
    }

    /// A trace of records already packed, in order, with whole values only.
    pub(crate) fn from_packed(events: Vec<PackedEvent>) -> Trace {
        Trace {
            events,
            reals: Vec::new(),
        }
    }

    /// Number of packed records (Bounds and Window events take two).
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The packed records, e.g. to hand to JavaScript as one typed array.
    pub fn packed(&self) -> &[PackedEvent] {
        &self.events
    }

    /// The values that are not whole numbers, indexed by records with the
    /// [`kind::REAL`] bit.
    pub fn reals(&self) -> &[f64] {
        &self.reals
    }

    /// The events in full, restored by replay (see the module docs).
    pub fn iter(&self) -> impl Iterator<Item = Event> + '_ {
        let mut replay = Replay::default();
        (self.events.iter()).filter_map(move |p| replay.step(p, &self.reals))
    }
}
