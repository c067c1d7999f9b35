//! The exact Connect Four solve behind the page's Solve button.

use abviz_core::options::parse_tt_size;
use abviz_core::{Budget, Connect4, Error, Scoring, Size};

use crate::request::Request;
use crate::summary::Solved;

/// The table the solver uses unless the request names a size: larger than
/// a search's, as a solve visits far more positions.
const SOLVE_TT_SIZE: usize = 1 << 20;

/// The exact solve of a Connect Four request (its `size`, `board`, and
/// optionally `column`).
pub fn solve_request(req: &Request) -> Result<Solved, Error> {
    solve_within(req, &mut Budget::default())
}

/// [`solve_request`] within `budget`.
pub fn solve_within(req: &Request, budget: &mut Budget<'_>) -> Result<Solved, Error> {
    let size = match req.get("size").map(str::trim) {
        None | Some("") => None,
        Some(s) => Some(s.parse::<Size>()?),
    };
    let tt_size = req.get("tt_size").map(parse_tt_size).transpose()?;
    let tt_size = tt_size.unwrap_or(SOLVE_TT_SIZE);
    let g = Connect4::parse(req.board.as_deref().unwrap_or(""), size, Scoring::Fast)?;
    let Some(c) = req.column else {
        let s = abviz_core::solve_within(&g, tt_size, budget)?;
        return Ok(Solved {
            value: Some(s.value),
            best_move: s.best_move,
            nodes: s.nodes as f64,
        });
    };
    let solved = match c.checked_sub(1) {
        Some(c) => g.solve_column_within(c, tt_size, budget)?,
        None => None,
    };
    Ok(Solved {
        value: solved.map(|(v, _)| v),
        best_move: None,
        nodes: solved.map_or(0.0, |(_, n)| n as f64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solve_gives_the_published_score_and_each_column() {
        let req = |column| Request {
            column,
            ..Request::board("44455554221")
        };
        assert_eq!(solve_request(&req(None)).unwrap().value, Some(-15.0));
        assert_eq!(solve_request(&req(Some(4))).unwrap().value, Some(-15.0));
        assert_eq!(solve_request(&req(Some(8))).unwrap().value, None);
        assert_eq!(solve_request(&req(Some(0))).unwrap().value, None);
        let e = solve_request(&Request::board("4444444")).unwrap_err();
        assert_eq!(e.code(), "connect4.FullColumn");
    }
}
