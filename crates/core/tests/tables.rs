//! The tables games have (`abviz positions`, `abviz book`), as the
//! commands find them: by the game's registry name, each counting what the
//! published figures say.

use abviz_core::{find_game, tables_of, Budget, Counted, TableJob, DEFAULT_BOOK, TABLES};

#[test]
fn every_table_is_of_a_registered_game_and_found_by_its_name() {
    for t in TABLES {
        let game = find_game(t.game).unwrap_or_else(|e| panic!("{}: {e}", t.game));
        assert_eq!(
            game.name, t.game,
            "a table names its game by its registry name, not an alias"
        );
        assert_eq!(tables_of(t.game).map(|found| found.game), Some(t.game));
    }
    assert!(tables_of("tree").is_none() && tables_of("nim").is_none());
    assert_eq!(DEFAULT_BOOK, "tictactoe");
}

#[test]
fn the_counts_are_the_published_ones() {
    let count = |game: &str, job: TableJob| {
        let mut out = Counted::default();
        (tables_of(game).unwrap().count.unwrap())(&job, &mut Budget::default(), &mut out).unwrap();
        (out.size, out.counts)
    };
    // Tic-tac-toe: 5,478 positions in all; 765 up to symmetry (Nilsson).
    let (size, all) = count("tictactoe", TableJob::default());
    assert_eq!((size, all.iter().sum::<u64>()), (None, 5478));
    let sym = TableJob {
        symmetry: true,
        plies: Some(2),
        ..TableJob::default()
    };
    assert_eq!(count("tictactoe", sym).1, [1, 3, 12]);
    // Connect Four 7×6 (Tromp): 1, 7, 49, 238, 1120 to ply 4.
    let c4 = TableJob {
        plies: Some(4),
        ..TableJob::default()
    };
    assert_eq!(
        count("connect4", c4),
        (Some("7x6".into()), vec![1, 7, 49, 238, 1120])
    );
}

#[test]
fn the_books_write_their_positions() {
    let book = |game: &str, job: TableJob| {
        let mut out = String::new();
        let size = (tables_of(game).unwrap().book.unwrap())(
            &job,
            &mut Budget::default(),
            &mut |_, _| {},
            &mut out,
        )
        .unwrap();
        (size, out.lines().filter(|l| !l.starts_with('#')).count())
    };
    let (size, n) = book(
        "tictactoe",
        TableJob {
            plies: Some(1),
            ..TableJob::default()
        },
    );
    // The empty board and its 3 classes of first move.
    assert_eq!((size, n), (None, 4));
    let small = TableJob {
        size: Some("4x4"),
        plies: Some(1),
        tt_size: 1 << 12,
        ..TableJob::default()
    };
    let (size, n) = book("connect4", small);
    // The empty board and 2 first moves up to mirroring.
    assert_eq!((size.as_deref(), n), (Some("4x4"), 3));
}
