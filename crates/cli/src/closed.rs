//! Whether standard output was closed when abviz started (`abviz … >&-`).
//!
//! Rust's runtime reopens a closed standard descriptor on `/dev/null`
//! before `main`, after which every write "succeeds" into nothing and the
//! run would exit 0 having shown nothing. A constructor in `.init_array`
//! runs before the runtime does, so it can still see the descriptor closed.

use std::sync::atomic::{AtomicBool, Ordering};

static CLOSED: AtomicBool = AtomicBool::new(false);

#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static LOOK_FIRST: extern "C" fn() = look;

#[cfg(target_os = "linux")]
extern "C" fn look() {
    extern "C" {
        fn fcntl(fd: i32, cmd: i32, ...) -> i32;
    }
    const F_GETFD: i32 = 1;
    // SAFETY: F_GETFD only reads descriptor 1's flags; -1 means it is not open.
    if unsafe { fcntl(1, F_GETFD) } == -1 {
        CLOSED.store(true, Ordering::Relaxed);
    }
}

/// Whether descriptor 1 was closed before the runtime reopened it.
pub(crate) fn stdout_closed() -> bool {
    CLOSED.load(Ordering::Relaxed)
}
