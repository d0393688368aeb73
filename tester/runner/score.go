package runner

import (
	"context"
	"errors"
)

// Score executes a run and records it: the summary compares it with the
// best scores and the previous run, the best scores are improved by its
// successful cases, and a complete run becomes the "last" one later runs
// compare against. An interrupted run is still recorded and summarized
// (and its error is ctx's); it improves best scores but does not become
// the last run, since deltas against a partial run would mislead.
func Score(ctx context.Context, cfg Config) (*Run, *Summary, error) {
	st := Store{Dir: cfg.StateDir}
	best, err := st.LoadBest(cfg.Info.Name, cfg.Info.Maximize)
	if err != nil {
		return nil, nil, err
	}
	var prev *Run
	if id, err := st.LastID(cfg.Info.Name); err == nil && id != "" {
		// A pruned or damaged previous run only loses the deltas.
		prev, _ = st.Load(cfg.Info.Name, id)
	}
	run, rerr := Execute(ctx, cfg)
	if run == nil {
		return nil, nil, rerr
	}
	sum := Summarize(cfg.Info, run, best, prev)
	nb, improved := best.Update(run)
	var errs []error
	if rerr != nil {
		errs = append(errs, rerr)
	}
	if improved > 0 {
		if err := st.SaveBest(nb); err != nil {
			errs = append(errs, err)
		}
	}
	if run.Meta.Complete {
		if err := st.SetLast(cfg.Info.Name, run.Meta.ID); err != nil {
			errs = append(errs, err)
		}
	}
	return run, sum, errors.Join(errs...)
}
