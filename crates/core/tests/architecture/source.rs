//! Reading the workspace's Rust sources as code: file lists, comments
//! blanked, `#[cfg(test)]` items dropped, and a token stream for the
//! import checks. Plain std, no parser crate.

use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`, sorted.
pub fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// `file`'s path from the workspace root, `/` separated.
pub fn rel(file: &Path) -> String {
    let root = root().canonicalize().unwrap();
    let file = file.canonicalize().unwrap();
    let parts: Vec<&str> = file
        .strip_prefix(&root)
        .unwrap()
        .iter()
        .map(|c| c.to_str().unwrap())
        .collect();
    parts.join("/")
}

/// A file's text with every comment blanked (`text`), and a copy with the
/// contents of string and char literals blanked too (`bare`). Both keep
/// every char at its index and every newline, so a span or line found in
/// one holds in the other.
pub struct Code {
    pub text: Vec<char>,
    pub bare: Vec<char>,
}

impl Code {
    pub fn new(src: &str) -> Code {
        let s: Vec<char> = src.chars().collect();
        let mut text = s.clone();
        let mut bare = s.clone();
        let blank = |v: &mut Vec<char>, i: usize| {
            if v[i] != '\n' {
                v[i] = ' ';
            }
        };
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        let at = |i: usize| s.get(i).copied();
        let mut i = 0;
        while i < s.len() {
            let c = s[i];
            let after_ident = i > 0 && ident(s[i - 1]);
            if c == '/' && at(i + 1) == Some('/') {
                while i < s.len() && s[i] != '\n' {
                    blank(&mut text, i);
                    blank(&mut bare, i);
                    i += 1;
                }
            } else if c == '/' && at(i + 1) == Some('*') {
                let mut depth = 0;
                while i < s.len() {
                    let two = (s[i], at(i + 1));
                    let step = if two == ('/', Some('*')) {
                        depth += 1;
                        2
                    } else if two == ('*', Some('/')) {
                        depth -= 1;
                        2
                    } else {
                        1
                    };
                    for k in i..(i + step).min(s.len()) {
                        blank(&mut text, k);
                        blank(&mut bare, k);
                    }
                    i += step;
                    if depth == 0 {
                        break;
                    }
                }
            } else if !after_ident && (c == 'r' || (c == 'b' && at(i + 1) == Some('r'))) {
                // A raw string r#"…"# (or br"…"), else an identifier.
                let mut j = i + if c == 'b' { 2 } else { 1 };
                let mut hashes = 0;
                while at(j) == Some('#') {
                    hashes += 1;
                    j += 1;
                }
                if at(j) != Some('"') {
                    i += 1;
                    continue;
                }
                j += 1;
                let closes =
                    |j: usize| at(j) == Some('"') && (1..=hashes).all(|k| at(j + k) == Some('#'));
                while j < s.len() && !closes(j) {
                    blank(&mut bare, j);
                    j += 1;
                }
                i = j + 1 + hashes;
            } else if c == '"' {
                let mut j = i + 1;
                while j < s.len() && s[j] != '"' {
                    if s[j] == '\\' {
                        blank(&mut bare, j);
                        j += 1;
                    }
                    if j < s.len() {
                        blank(&mut bare, j);
                    }
                    j += 1;
                }
                i = j + 1;
            } else if c == '\'' && at(i + 1) == Some('\\') {
                // An escaped char literal: '\'', '\n', '\u{…}'.
                let mut j = i + 3;
                while j < s.len() && s[j] != '\'' {
                    j += 1;
                }
                for k in i + 1..j.min(s.len()) {
                    blank(&mut bare, k);
                }
                i = j + 1;
            } else if c == '\'' && at(i + 2) == Some('\'') {
                blank(&mut bare, i + 1);
                i += 3;
            } else {
                // Code, or a lifetime's quote.
                i += 1;
            }
        }
        Code { text, bare }
    }

    /// Blanks chars `from..to` in both copies.
    fn blank(&mut self, from: usize, to: usize) {
        for i in from..to.min(self.bare.len()) {
            if self.bare[i] != '\n' {
                self.bare[i] = ' ';
                self.text[i] = ' ';
            }
        }
    }

    /// Drops every `#[cfg(test)]` item (the attribute and the item after
    /// it: a `mod x;`, `mod tests { … }`, `use …;`, a function…), and gives
    /// the names of the test-only module files it declared (`mod tests;`).
    pub fn drop_tests(&mut self) -> Vec<String> {
        const ATTR: &str = "#[cfg(test)]";
        let attr: Vec<char> = ATTR.chars().collect();
        let mut files = Vec::new();
        let mut i = 0;
        while i + attr.len() <= self.bare.len() {
            if self.bare[i..i + attr.len()] != attr[..] {
                i += 1;
                continue;
            }
            let start = i;
            let mut j = i + attr.len();
            // The item: up to its `;`, or its block's closing brace.
            let (mut depth, mut end) = (0usize, self.bare.len());
            while j < self.bare.len() {
                match self.bare[j] {
                    '[' | '(' | '{' => depth += 1,
                    ']' | ')' => depth = depth.saturating_sub(1),
                    '}' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            end = j + 1;
                            break;
                        }
                    }
                    ';' if depth == 0 => {
                        end = j + 1;
                        break;
                    }
                    _ => {}
                }
                j += 1;
            }
            let item: String = self.bare[start + attr.len()..end].iter().collect();
            let words: Vec<&str> = item
                .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ';'))
                .filter(|w| !w.is_empty())
                .collect();
            if let Some(at) = words.iter().position(|w| *w == "mod") {
                if let Some(name) = words.get(at + 1).and_then(|w| w.strip_suffix(';')) {
                    files.push(name.to_string());
                }
            }
            self.blank(start, end);
            i = end;
        }
        files
    }

    /// The 1-based line of char `index`.
    pub fn line_of(&self, index: usize) -> usize {
        1 + self.bare[..index].iter().filter(|&&c| c == '\n').count()
    }
}

/// A token of bare code: an identifier or number, `::`, or one other
/// char, with its char index.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub text: String,
    pub at: usize,
}

pub fn tokens(bare: &[char]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < bare.len() {
        let c = bare[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < bare.len() && (bare[i].is_alphanumeric() || bare[i] == '_') {
                i += 1;
            }
            out.push(Token {
                text: bare[start..i].iter().collect(),
                at: start,
            });
        } else if c == ':' && bare.get(i + 1) == Some(&':') {
            out.push(Token {
                text: "::".into(),
                at: i,
            });
            i += 2;
        } else {
            out.push(Token {
                text: c.to_string(),
                at: i,
            });
            i += 1;
        }
    }
    out
}

/// One source file of a crate: its path from the workspace root, its
/// module path (`["search", "registry"]`; `[]` for the crate root), and
/// its code with the test items dropped.
pub struct File {
    pub path: String,
    pub module: Vec<String>,
    pub code: Code,
}

/// The files of the crate whose sources are in `src`, without the
/// test-only module files (`#[cfg(test)] mod tests;`).
pub fn crate_files(src: &Path) -> Vec<File> {
    let mut files = Vec::new();
    let mut test_only = Vec::new();
    for file in sources(src) {
        let parts: Vec<String> = file
            .strip_prefix(src)
            .unwrap()
            .iter()
            .map(|c| c.to_str().unwrap().to_string())
            .collect();
        let (last, dirs) = parts.split_last().unwrap();
        let mut module = dirs.to_vec();
        let stem = last.strip_suffix(".rs").unwrap();
        if !(stem == "mod" || (dirs.is_empty() && (stem == "lib" || stem == "main"))) {
            module.push(stem.to_string());
        }
        let mut code = Code::new(&fs::read_to_string(&file).unwrap());
        for name in code.drop_tests() {
            let mut m = module.clone();
            m.push(name);
            test_only.push(m);
        }
        files.push(File {
            path: rel(&file),
            module,
            code,
        });
    }
    files.retain(|f| !test_only.iter().any(|t| f.module.starts_with(t)));
    files
}

/// The source folders of the three crates: core, cli and wasm.
pub fn crate_sources() -> Vec<PathBuf> {
    ["core", "cli", "wasm"]
        .iter()
        .map(|c| root().join("crates").join(c).join("src"))
        .collect()
}

#[test]
fn the_reader_blanks_comments_and_literals_and_drops_test_items() {
    let src = "let a = \"x // y\"; // gone \"pacman\"\n/* a /* b */ c */ let b = r#\"q\"#; let c = '\"'; fn f<'a>() {}\n#[cfg(test)]\nmod tests;\n#[cfg(test)]\nmod t {\n    fn g() { \"pacman\" }\n}\nlet d = 1;";
    let mut code = Code::new(src);
    let test_files = code.drop_tests();
    let text: String = code.text.iter().collect();
    let bare: String = code.bare.iter().collect();
    assert_eq!(test_files, ["tests"]);
    assert!(
        text.contains("\"x // y\"") && !text.contains("gone"),
        "{text}"
    );
    assert!(
        !text.contains("pacman") && text.contains("let d = 1;"),
        "{text}"
    );
    assert!(text.contains("r#\"q\"#") && text.contains("'\"'"), "{text}");
    assert!(
        bare.contains("let a = \"      \";") && bare.contains("r#\" \"#"),
        "{bare}"
    );
    assert!(bare.contains("fn f<'a>()"), "{bare}");
    assert_eq!(code.line_of(src.find("let d").unwrap()), 9);
}
