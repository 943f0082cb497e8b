"""overlay"""
