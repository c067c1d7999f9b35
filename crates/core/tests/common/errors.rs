//! One bad input's typed error and its message, checked to be one line
//! and the same whichever way the input is read.

use abviz_core::{Board, BoardError, Error, OptionError, Problem, Scoring, Tree, TreeError};

pub fn board_err(text: &str) -> (BoardError, String) {
    let e = text.parse::<Board>().expect_err(text);
    // The same error, wrapped, through the Problem constructor.
    let p = Problem::board(text, Scoring::Wdl).expect_err(text);
    assert_eq!(p, Error::Board(e.clone()));
    assert_eq!(p.to_string(), e.to_string());
    let msg = e.to_string();
    assert!(!msg.contains('\n'), "{msg:?}");
    (e, msg)
}

pub fn tree_err(text: &str) -> (TreeError, String) {
    let e = text.parse::<Tree>().expect_err(text);
    let p = Problem::tree(text, true).expect_err(text);
    assert_eq!(p, Error::Tree(e.clone()));
    assert_eq!(p.to_string(), e.to_string());
    let msg = e.to_string();
    assert!(!msg.contains('\n'), "{msg:?}");
    (e, msg)
}

pub fn opt_err<T: std::fmt::Debug, E: Into<Error>>(r: Result<T, E>) -> (OptionError, String) {
    let Error::Option(e) = r.map_err(Into::into).expect_err("an error") else {
        panic!("not an option error")
    };
    let msg = e.to_string();
    assert_eq!(Error::Option(e.clone()).to_string(), msg);
    (e, msg)
}
