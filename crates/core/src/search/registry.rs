//! Every search the engine offers, with what a front end needs to show it:
//! its name, title, a one-line summary, whether it prunes, and its
//! pseudocode with the line each trace event executes.
//!
//! The CLI's `--algorithm`, the wasm adapter and the page all read
//! [`ALGORITHMS`], so adding a search is one file in `search/algorithms/`
//! (its [`Spec`] and its search, see `search/defs.rs`) plus one line in
//! `search/algorithms/mod.rs`; no front end changes.
//!
//! Event tags, which [`Spec::line`] maps to pseudocode lines:
//! `enter`, `leaf`, `{max,min,chance}.child` (a child's value arrives),
//! `alpha`, `beta`, `window` (a chance node passes a derived window),
//! `bounds`, `{max,min,chance}.cutoff`, `{max,min}.futility` (Rich's
//! futility stop, on the cut-off's line), `{max,min,chance}.exit`,
//! `probe` (Star2's probing visit), and `extend` (quiescence searches a noisy
//! node at the depth limit: the same line as `leaf`, decided the other way).

use crate::options::{OptionError, SearchOptions};

pub use super::algorithms::{Algorithm, ALGORITHMS};
pub use super::defs::{Line, Spec};

impl Algorithm {
    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The algorithm called `name` (`alpha-beta` is accepted too).
    pub fn from_name(name: &str) -> Result<Algorithm, OptionError> {
        let name = if name == "alpha-beta" {
            "alphabeta"
        } else {
            name
        };
        Algorithm::ALL
            .iter()
            .copied()
            .find(|a| a.name() == name)
            .ok_or_else(|| OptionError::UnknownAlgorithm {
                name: name.into(),
                known: ALGORITHMS
                    .iter()
                    .map(|a| a.name)
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// Whether it runs the enhanced search (`abviz_core::enhance`) under
    /// `options`: always for a null-window search (MTD(f)), and for a
    /// pruning search under `--enhance`.
    pub fn enhanced(self, options: &SearchOptions) -> bool {
        let spec = self.spec();
        spec.null_window || (spec.prunes && !options.enhance.is_empty())
    }

    /// The registered algorithms `spec.views` names: the searches a page
    /// may show as views of this one.
    pub fn views(self) -> impl Iterator<Item = Algorithm> {
        (self.spec().views.iter()).filter_map(|v| Algorithm::from_name(v).ok())
    }
}

/// Parses `both` (minimax then alphabeta) or one registered name.
pub fn parse_algorithms(s: &str) -> Result<Vec<Algorithm>, OptionError> {
    if s == "both" {
        return Ok(vec![Algorithm::Minimax, Algorithm::AlphaBeta]);
    }
    Ok(vec![Algorithm::from_name(s)?])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{Prune, Variant};

    #[test]
    fn every_line_tag_points_into_the_code() {
        assert_eq!(Algorithm::ALL.len(), ALGORITHMS.len());
        for &alg in Algorithm::ALL {
            let spec = alg.spec();
            for &(tag, i) in spec.lines {
                assert!(i < spec.code.len(), "{}: {tag} → {i}", spec.name);
            }
            assert_eq!(Algorithm::from_name(spec.name), Ok(alg));
        }
    }

    #[test]
    fn what_specs_say_hangs_together() {
        for &alg in Algorithm::ALL {
            let spec = alg.spec();
            // A view is another registered search, and one that takes plain options.
            assert_eq!(alg.views().count(), spec.views.len(), "{}", spec.name);
            for view in alg.views() {
                assert_ne!(view, alg);
                assert_eq!(view.check_options(&SearchOptions::default()), Ok(()));
            }
            // The full tree is entered only by a search that does not prune;
            // null windows are a pruning search's.
            assert!(
                !(spec.full_tree && (spec.prunes || spec.probes)),
                "{}",
                spec.name
            );
            assert!(!spec.null_window || spec.prunes, "{}", spec.name);
        }
        assert_eq!(
            Algorithm::AlphaBeta.views().collect::<Vec<_>>(),
            [Algorithm::Negamax]
        );
        assert!(Algorithm::Mtdf.enhanced(&SearchOptions::default()));
        assert!(!Algorithm::AlphaBeta.enhanced(&SearchOptions::default()));
    }

    #[test]
    fn chance_lines_are_the_tail_of_each_listing() {
        for spec in ALGORITHMS {
            assert!(spec.chance_from <= spec.code.len(), "{}", spec.name);
            for &(tag, i) in spec.lines {
                // Only chance events point into the chance lines.
                if i >= spec.chance_from {
                    assert!(
                        tag.starts_with("chance")
                            || tag == "window"
                            || tag == "bounds"
                            || tag == "probe",
                        "{}: {tag}",
                        spec.name
                    );
                }
            }
        }
    }

    #[test]
    fn the_pruning_rule_shows_in_the_code() {
        let gt = SearchOptions {
            prune: Prune::Gt,
            ..SearchOptions::default()
        };
        let code = Algorithm::AlphaBeta.spec().pseudocode(&gt);
        assert_eq!(code[7].code, "if α > β: break");
        let ge = Algorithm::AlphaBeta
            .spec()
            .pseudocode(&SearchOptions::default());
        assert_eq!(ge[7].code, "if α ≥ β: break");
        let futility = SearchOptions {
            futility: Some(1.0),
            ..SearchOptions::default()
        };
        let code = Algorithm::AlphaBeta.spec().pseudocode(&futility);
        assert_eq!(
            (code[7].note_key, code[14].note_key),
            ("codeFutilityNote", "codeFutilityNote")
        );
        assert_eq!(Algorithm::AlphaBeta.spec().line("min.futility"), Some(14));
        // Rich's form: the same rule on its cut-off line, and fail-hard's clamp on its return.
        let hard_gt = SearchOptions {
            prune: Prune::Gt,
            variant: Variant::FailHard,
            ..SearchOptions::default()
        };
        let code = Algorithm::Negamax.spec().pseudocode(&hard_gt);
        assert_eq!(code[7].code, "if Pass-Thresh > Use-Thresh: return Best");
        assert_eq!(code[8].note_key, "codeNegaFailHardNote");
        let code = Algorithm::Negamax
            .spec()
            .pseudocode(&SearchOptions::default());
        assert_eq!(code[7].code, "if Pass-Thresh ≥ Use-Thresh: return Best");
    }
}
