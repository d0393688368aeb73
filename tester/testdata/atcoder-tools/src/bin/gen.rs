// gen seeds.txt [--dir=in]: one input file per line of seeds.txt.
use std::io::Write;

fn main() {
    let mut seeds_path = None;
    let mut dir = String::from("in");
    for a in std::env::args().skip(1) {
        if let Some(d) = a.strip_prefix("--dir=") {
            dir = d.to_string();
        } else {
            seeds_path = Some(a);
        }
    }
    let seeds_path = seeds_path.unwrap_or_else(|| {
        eprintln!("usage: gen seeds.txt [--dir=in]");
        std::process::exit(1)
    });
    let seeds = std::fs::read_to_string(&seeds_path).expect("read seeds file");
    std::fs::create_dir_all(&dir).expect("create output directory");
    let lines = seeds.lines().map(str::trim).filter(|l| !l.is_empty());
    for (i, line) in lines.enumerate() {
        let seed: u64 = line.parse().expect("bad seed");
        let mut f = std::fs::File::create(format!("{}/{:04}.txt", dir, i)).expect("create input");
        writeln!(f, "{} {}", seed, seed.wrapping_mul(7) % 10 + 1).expect("write input");
    }
}
