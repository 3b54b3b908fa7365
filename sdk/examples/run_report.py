"""What every example prints of its run (``from run_report import print_run``, beside the example):

    COMPLETED | Opened ticket t-1 for ACME [evt:…]
    run run_… | claims: 0 unbacked

the outcome, then why it parked or failed, else the reply; then the run's id (to find it on the dashboard and in the
API) and the claims pre-flight's verdict: how many of the reply's claims the journal does not back, or ``held for an
operator`` when the agent's claims policy held the reply.
"""

from agentops_durable import DurableResult


def print_run(run: DurableResult) -> None:
    print(run.outcome, "|", run.parked or run.failure or run.reply)
    claims = "held for an operator" if run.held else f"{len(run.unbacked)} unbacked"
    print("run", run.run_id, "| claims:", claims)
