"""persistence"""
