"""Calls the gate let through though they delete or move money (fix-edges): names and act values wholly in Bengali
or Tamil were read as no word (``agentops.core.foreign_words`` had no table for either script), and a describing
key naming a transfer (``{"type": "transfer"}``) was read as a record's kind, where ``{"type": "refund"}`` was held.
Their reads, a payment's ``method`` and a read's filter stay unheld."""

import pytest

from agentops.core.gate import held_for

#: (tool, args, what the reason says)
HELD = [
    ("মুছুন_ব্যবহারকারী", {}, "tool name says 'delete'"),  # delete user
    ("ব্যবহারকারী_মুছে_ফেলুন", {}, "tool name says 'delete'"),  # user: delete (wipe away)
    ("পেমেন্ট_করুন", {}, "tool name says 'payment'"),  # make a payment
    ("টাকা_স্থানান্তর", {}, "tool name says 'money'"),  # money transfer
    ("বিল_পরিশোধ", {}, "tool name says 'pay'"),  # pay the bill
    ("பயனர்_நீக்கு", {}, "tool name says 'delete'"),  # user: delete
    ("கோப்பை_அழி", {}, "tool name says 'erase'"),  # erase the file
    ("கட்டணம்_செலுத்து", {}, "tool name says 'payment'"),  # pay the fee
    ("பணம்_பரிமாற்றம்", {}, "tool name says 'money'"),  # money transfer
    ("crm", {"action": "நீக்கு", "record": "5"}, "args.action names 'நீக்கு' (says 'delete')"),
    ("crm", {"action": "মুছুন"}, "args.action names 'মুছুন' (says 'delete')"),
    ("bank_api", {"type": "transfer", "amount": 500, "to": "DE89"}, "args.type names 'transfer'"),
    ("create_transaction", {"kind": "Transfer", "amount": 5}, "args.kind names 'Transfer'"),
]

#: (tool, args): reads in the same forms, and a transfer said as a payment's method or a read's filter
LOW = [
    ("ব্যবহারকারী_খুঁজুন", {}),  # search users
    ("অবস্থা_পেমেন্ট", {}),  # the payment's status: about-noun first
    ("তথ্য_দেখান", {}),  # show the data
    ("பயனர்_தேடு", {}),  # search users
    ("நிலை_கட்டணம்", {}),  # the payment's status
    ("கணக்கு_வரலாறு", {}),  # account history
    ("update_order", {"payment": {"method": "wire_transfer"}}),  # how it is paid
    ("list_transactions", {"type": "transfer"}),  # a filter of a read
    ("get_transactions", {"filter": {"type": "transfer"}}),
]


@pytest.mark.parametrize(("tool", "args", "why"), HELD)
def test_a_delete_or_payment_in_bengali_tamil_or_a_transfer_type_is_held_and_says_why(tool, args, why):
    assert why in held_for(tool, None, args, trusted=False)


@pytest.mark.parametrize(("tool", "args"), LOW)
def test_their_reads_are_not_held(tool, args):
    assert held_for(tool, None, args, trusted=False) == ""
