// tester CMD [ARGS...] < in > out: runs CMD, judges it, `Score = N` last.
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 2 {
        eprintln!("usage: tester CMD [ARGS...] < in > out");
        std::process::exit(1);
    }
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("read input");
    let v: Vec<i64> = input.split_whitespace().map(|t| t.parse().expect("bad input")).collect();
    let (a, b) = (v[0], v[1]);
    let mut child = Command::new(&args[1])
        .args(&args[2..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|e| {
            eprintln!("failed to start {}: {}", args[1], e);
            std::process::exit(1)
        });
    {
        let mut stdin = child.stdin.take().unwrap();
        let _ = writeln!(stdin, "{} {}", a, b);
    }
    let stdout = child.stdout.take().unwrap();
    let mut out = std::io::stdout();
    let mut answer = None;
    for line in BufReader::new(stdout).lines() {
        let line = match line {
            Ok(l) => l,
            Err(_) => break,
        };
        let _ = writeln!(out, "{}", line);
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        answer = Some(t.to_string());
        break;
    }
    let _ = out.flush();
    let status = child.wait().expect("wait for the solution");
    let score = match answer {
        None => {
            eprintln!("the solution printed no answer ({})", status);
            0
        }
        Some(t) => match t.parse::<i64>() {
            Err(_) => {
                eprintln!("bad answer: {}", t);
                0
            }
            Ok(x) if x > a + b => {
                eprintln!("answer {} is more than {}+{}", x, a, b);
                0
            }
            Ok(x) => x,
        },
    };
    eprintln!("Score = {}", score);
}
