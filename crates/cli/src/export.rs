//! `abviz export`: the search drawn for print, as a standalone TikZ
//! picture, an SVG or the drawing list as JSON (see
//! `abviz_core::export`). PNG is left out: it needs a rasteriser.

use abviz_core::export::{Drawing, Format};
use clap::{Args, Command as ClapCommand};

use crate::error::CliError;
use crate::limits::Watch;
use crate::Opts;

#[derive(Args)]
pub(crate) struct ExportOpts {
    #[command(flatten)]
    pub(crate) opts: Opts,
    /// tikz (a standalone tikzpicture for pdflatex), svg or json
    #[arg(long, default_value = "tikz", value_name = "F")]
    format: String,
    /// Whether `--bounds` was given alone: draw α and β.
    #[arg(skip)]
    show_bounds: bool,
}

/// `export`'s `--bounds` may come without a value: then it draws α and β
/// (with L,U it is also Star1's bounds, as in `analyze`).
pub(crate) fn command(cli: ClapCommand) -> ClapCommand {
    cli.mut_subcommand("export", |c| {
        c.mut_arg("bounds", |a| {
            a.num_args(0..=1)
                .allow_hyphen_values(false)
                .default_missing_value("")
                .help("Draw alpha and beta at each node; with L,U (write --bounds=-10,10 for a negative L) also Star1's bounds on values")
        })
    })
}

impl ExportOpts {
    /// Reads `--bounds` given alone as "draw α and β", before the options
    /// are checked as `analyze` checks them.
    pub(crate) fn prepare(&mut self) {
        if let Some(b) = self.opts.declared.get("bounds") {
            self.show_bounds = true;
            if b.is_empty() {
                self.opts.declared.remove("bounds");
                self.opts.typed.retain(|t| t != "bounds");
            }
        }
        self.opts.typed.retain(|t| t != "format");
    }

    /// The drawing's text.
    pub(crate) fn run(&self, watch: &Watch) -> Result<String, CliError> {
        let Some(format) = Format::from_name(self.format.trim()) else {
            return Err(CliError::Bad {
                option: "format",
                value: self.format.clone(),
                allowed: "tikz, svg or json (png needs a rasteriser: convert the svg)",
            });
        };
        let job = self.opts.job(watch)?;
        // The pruning search when one runs (both: alpha-beta's), else the first.
        let alg = (job.algorithms.iter().rev())
            .find(|a| a.spec().prunes)
            .or(job.algorithms.first())
            .copied()
            .ok_or(CliError::Bad {
                option: "algorithm",
                value: self.opts.declared.value("algorithm").to_string(),
                allowed: "an algorithm",
            })?;
        let drawing = Drawing::of(&job.problem, alg, &job.options, self.show_bounds)?;
        Ok(drawing.write(format).trim_end().to_string())
    }
}
